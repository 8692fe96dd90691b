// The option values of a variant that has options, held once for all of them: its Rules
// derives from `Configured<Config>` (Config: the typed options of its types.hpp, filled
// by options.cpp's configure). A plain base, no virtual function: generate and make read
// `config_` inline, and the Rules object stays nothing but its option values, which the
// game seed of position_key.hpp hashes.
#pragma once

namespace dt {

template <class Config>
class Configured {
 public:
  explicit Configured(Config c = {}) : config_(c) {}
  const Config& config() const { return config_; }

 protected:
  Config config_;
};

}  // namespace dt
