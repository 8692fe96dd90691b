// The bash completion the install puts in place, written by `deepthought help --completion
// bash` from the command table that --help prints (command_table.hpp) and the registry's
// variant names: command names, each command's flags, and its operands by kind.
#pragma once

#include <iosfwd>

namespace dt::cli {

void write_bash_completion(std::ostream& out);

}  // namespace dt::cli
