#include "bash_completion.hpp"

#include <ostream>
#include <string>
#include <string_view>

#include "command_table.hpp"
#include "core/text.hpp"
#include "face/erased.hpp"

namespace dt::cli {

namespace {

// What a placeholder of the usage stands for, as a word of the script's `_deepthought_words`:
// the registry's variants, a file, a folder, or nothing to offer (a depth, a position).
std::string_view kind_of(std::string_view placeholder) {
  if (placeholder.ends_with("...")) placeholder.remove_suffix(3);
  if (placeholder == "VARIANT") return "variant";
  if (placeholder == "DIR") return "dir";
  if (placeholder.starts_with("FILE") || placeholder.ends_with(".json") || placeholder == "PATH" || placeholder == "CMD")
    return "file";
  return "none";
}

// One command's branch of the script: its flags, the value kind of each flag that takes
// one, and its operands' kinds in order (the last one repeating when its placeholder does).
void command_case(const CommandEntry& e, std::ostream& out) {
  const UsageWords words = usage_words(e.usage);
  out << "    " << e.name << ")\n      flags='"
      << join(words.flags, " ", [](const UsageFlag& f) -> std::string_view { return f.name; }) << " --help'\n";
  out << "      case $prev in\n";
  for (const UsageFlag& f : words.flags)
    if (!f.value.empty()) out << "        " << f.name << ") _deepthought_words " << kind_of(f.value) << "; return ;;\n";
  out << "      esac\n      operands='"
      << join(words.operands, " ", [](const std::string& o) { return kind_of(o); }) << "'\n";
  const bool repeats = !words.operands.empty() && words.operands.back().ends_with("...");
  out << "      repeats=" << (repeats ? 1 : 0) << "\n      values='";
  bool first = true;
  for (const UsageFlag& f : words.flags) {
    if (f.value.empty()) continue;
    out << (first ? "" : " ") << f.name;
    first = false;
  }
  out << "'\n      ;;\n";
}

}  // namespace

void write_bash_completion(std::ostream& out) {
  const auto variant_name = [](const Variant* v) { return v->name(); };
  out << "# bash completion for deepthought(1), written by `deepthought help --completion bash` from the\n"
         "# command table that --help prints.\n"
         "_deepthought_words() {\n"
         "  case $1 in\n"
         "    variant) COMPREPLY=($(compgen -W '"
      << join(variants(), " ", variant_name)
      << "' -- \"$cur\")) ;;\n"
         "    file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\")) ;;\n"
         "    dir) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\")) ;;\n"
         "    *) COMPREPLY=() ;;\n"
         "  esac\n"
         "}\n\n"
         "_deepthought() {\n"
         "  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}\n"
         "  local commands='"
      << join(command_table(), " ", [](const CommandEntry& e) { return e.name; })
      << "'\n"
         "  if [ \"$COMP_CWORD\" -eq 1 ]; then\n"
         "    COMPREPLY=($(compgen -W \"$commands help --help --version\" -- \"$cur\"))\n"
         "    return\n"
         "  fi\n"
         "  local flags operands repeats values\n"
         "  case ${COMP_WORDS[1]} in\n"
         "    help)\n"
         "      [ \"$COMP_CWORD\" -eq 2 ] && COMPREPLY=($(compgen -W \"$commands\" -- \"$cur\"))\n"
         "      return ;;\n";
  for (const CommandEntry& e : command_table()) command_case(e, out);
  out << "    *) return ;;\n"
         "  esac\n"
         "  if [[ $cur == -* ]]; then\n"
         "    COMPREPLY=($(compgen -W \"$flags\" -- \"$cur\"))\n"
         "    return\n"
         "  fi\n"
         "  # Which operand this word is: the words before it that are neither flags nor flags' values.\n"
         "  local i n=0 word\n"
         "  for ((i = 2; i < COMP_CWORD; i++)); do\n"
         "    word=${COMP_WORDS[i]}\n"
         "    if [[ $word == -* ]]; then\n"
         "      [[ \" $values \" == *\" $word \"* ]] && i=$((i + 1))\n"
         "    else\n"
         "      n=$((n + 1))\n"
         "    fi\n"
         "  done\n"
         "  local kinds=($operands)\n"
         "  if ((n >= ${#kinds[@]})); then\n"
         "    ((repeats)) || return\n"
         "    n=$((${#kinds[@]} - 1))\n"
         "  fi\n"
         "  _deepthought_words \"${kinds[n]}\"\n"
         "}\n"
         "complete -F _deepthought deepthought\n";
}

}  // namespace dt::cli
