// deepthought(1): the man page the install puts in place, written by `deepthought help --man`
// from the command table that --help prints (command_table.hpp).
#pragma once

#include <iosfwd>

namespace dt::cli {

void write_man_page(std::ostream& out);

}  // namespace dt::cli
