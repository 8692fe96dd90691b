#include "std_output.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace dt::cli {

FdOutputBuffer::FdOutputBuffer(int fd) : fd_(fd) { setp(buffer_, buffer_ + sizeof buffer_); }

bool FdOutputBuffer::drain() {
  if (error_) return false;
  const char* next = pbase();
  while (next < pptr()) {
    const ssize_t n = ::write(fd_, next, static_cast<std::size_t>(pptr() - next));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error_ = n < 0 ? errno : EIO;
      return false;
    }
    next += n;
  }
  setp(buffer_, buffer_ + sizeof buffer_);
  return true;
}

FdOutputBuffer::int_type FdOutputBuffer::overflow(int_type c) {
  if (!drain()) return traits_type::eof();
  if (!traits_type::eq_int_type(c, traits_type::eof())) {
    *pptr() = traits_type::to_char_type(c);
    pbump(1);
  }
  return traits_type::not_eof(c);
}

int FdOutputBuffer::sync() { return drain() ? 0 : -1; }

std::string write_failure(const std::ostream& out) {
  const auto* buffer = dynamic_cast<const FdOutputBuffer*>(out.rdbuf());
  if (buffer && buffer->error()) return std::strerror(buffer->error());
  return "the write failed";
}

}  // namespace dt::cli
