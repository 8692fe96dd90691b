// std::atomic_ref for the C++ library of Debian's emscripten (libc++ 14), which lacks it;
// force-included into the browser build only (web/CMakeLists.txt), so the rules compile
// unchanged. The page runs one thread, but the shim is still atomic (the compiler's
// __atomic built-ins), as the standard's would be.
#pragma once

#include <atomic>

#if !defined(__cpp_lib_atomic_ref)
namespace std {

template <class T>
class atomic_ref {
 public:
  static constexpr std::size_t required_alignment = alignof(T) < sizeof(T) ? sizeof(T) : alignof(T);
  explicit atomic_ref(T& object) : object_(&object) {}
  T load(std::memory_order order = std::memory_order_seq_cst) const { return __atomic_load_n(object_, int(order)); }
  void store(T value, std::memory_order order = std::memory_order_seq_cst) const {
    __atomic_store_n(object_, value, int(order));
  }

 private:
  T* object_;
};

}  // namespace std
#endif
