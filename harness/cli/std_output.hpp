// Standard output as main() gives it to the commands: a buffered stream over file
// descriptor 1 that keeps the reason of a write that failed (its errno), which an
// iostream loses, so `deepthought ... > /dev/full` can say "No space left on device".
#pragma once

#include <ostream>
#include <streambuf>
#include <string>

namespace dt::cli {

class FdOutputBuffer : public std::streambuf {
 public:
  explicit FdOutputBuffer(int fd);
  FdOutputBuffer(const FdOutputBuffer&) = delete;
  FdOutputBuffer& operator=(const FdOutputBuffer&) = delete;
  // The errno of the first write that failed, 0 while none has; after one, every write
  // fails, so nothing is written out of order.
  int error() const { return error_; }

 protected:
  int_type overflow(int_type c) override;
  int sync() override;

 private:
  bool drain();
  int fd_;
  int error_ = 0;
  char buffer_[1 << 16];
};

// Why writing `out` failed: the system's reason when `out` writes through a
// FdOutputBuffer, else a general one.
std::string write_failure(const std::ostream& out);

}  // namespace dt::cli
