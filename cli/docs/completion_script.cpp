#include "cli/docs/completion_script.h"

#include <sstream>

namespace gpuq::cli {
namespace {

using Type = ValueCompletion::Type;

constexpr const char* kHeader =
    "completion for gpuq. Generated from gpuq's command definitions by\n"
    "# `gpuq __generate-docs`: do not edit; run scripts/regen-docs.sh.\n";

// The key of a command in the scripts' tables: "gpuq project create".
std::string key(const CommandDoc& c) { return c.full_name(); }

// Every name a command answers to: its name and its aliases.
std::vector<std::string> names(const CommandDoc& c) {
  std::vector<std::string> out = {c.name()};
  out.insert(out.end(), c.aliases.begin(), c.aliases.end());
  return out;
}

std::vector<std::string> spellings(const OptionDoc& o) {
  std::vector<std::string> out;
  for (const std::string& s : o.shorts) out.push_back("-" + s);
  for (const std::string& l : o.longs) out.push_back("--" + l);
  return out;
}

// The first line of a help text, for a one-line description.
std::string summary(const std::string& text) { return text.substr(0, text.find('\n')); }

std::string join(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : sep) + s;
  return out;
}

std::string positional_specs(const CommandDoc& c) {
  std::vector<std::string> specs;
  for (const PositionalDoc& p : c.positionals) {
    specs.push_back(value_spec(p.values) + (p.repeatable ? "..." : ""));
  }
  return join(specs, " ");
}

std::vector<const CommandDoc*> visible_subcommands(const CommandDoc& c) {
  std::vector<const CommandDoc*> out;
  for (const CommandDoc& sub : c.subcommands) {
    if (!sub.hidden) out.push_back(&sub);
  }
  return out;
}

// Tables both bash and zsh read (zsh adds descriptions): for each command,
// its subcommands (canonical names by "key|word"), its flags, the values of
// flags that take one and what its positionals complete to.
struct Tables {
  std::ostringstream subs, canon, flags, values, args;
  bool zsh = false;  // zsh: "  KEY VALUE" pairs; bash: "  [KEY]=VALUE"

  void entry(std::ostringstream& table, const std::string& k, const std::string& v) const {
    if (zsh) {
      table << "  " << shell_quote(k) << " " << shell_quote(v) << "\n";
    } else {
      table << "  [" << shell_quote(k) << "]=" << shell_quote(v) << "\n";
    }
  }
};

void fill(const CommandDoc& root, Tables& t) {
  const bool with_descriptions = t.zsh;
  for (const CommandDoc* c : all_commands(root, true)) {
    const std::string k = key(*c);
    std::vector<std::string> sub_entries;
    for (const CommandDoc& sub : c->subcommands) {
      for (const std::string& n : names(sub)) {
        t.entry(t.canon, k + "|" + n, sub.name());
        if (sub.hidden) continue;
        sub_entries.push_back(with_descriptions ? n + ":" + summary(sub.description) : n);
      }
    }
    if (!sub_entries.empty()) {
      t.entry(t.subs, k, join(sub_entries, with_descriptions ? "\n" : " "));
    }
    std::vector<std::string> flag_entries;
    for (const OptionDoc& o : options_in_effect(root, *c)) {
      for (const std::string& s : spellings(o)) {
        flag_entries.push_back(with_descriptions ? s + ":" + summary(o.description) : s);
        if (o.takes_value) {
          t.entry(t.values, k + "|" + s, value_spec(o.values));
        }
      }
    }
    flag_entries.push_back(with_descriptions ? "--help:Print this help message and exit"
                                             : "--help");
    t.entry(t.flags, k, join(flag_entries, with_descriptions ? "\n" : " "));
    if (!c->positionals.empty()) {
      t.entry(t.args, k, positional_specs(*c));
    }
  }
}

void declare(std::ostream& out, const char* name, const std::ostringstream& body,
             const char* typeset) {
  out << typeset << " " << name << "=(\n" << body.str() << ")\n";
}

// The words that choose the daemon (--context, --server, -p/--project) are
// passed on to `gpuq __complete`; the rest is the same in bash and zsh.
constexpr const char* kBashFunctions = R"BASH(
# Prints what a value completes to (see value_spec in completion_script.h).
_gpuq_value_words() {
  case $1 in
    =*)
      local IFS=,
      printf '%s\n' ${1#=}
      ;;
    live:*) "$_gpuq_cmd" __complete "${1#live:}" "${_gpuq_conn[@]}" 2>/dev/null ;;
  esac
}

_gpuq_value() {
  local spec=${1%...}
  if [[ $spec == @file ]]; then
    compopt -o default 2>/dev/null
    COMPREPLY=()
    return 0
  fi
  local IFS=$'\n'
  COMPREPLY=($(compgen -W "$(_gpuq_value_words "$spec")" -- "$2"))
}

_gpuq() {
  local cur=${COMP_WORDS[COMP_CWORD]} at=gpuq word pending="" i n=0
  _gpuq_cmd=${COMP_WORDS[0]}
  _gpuq_conn=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=${COMP_WORDS[i]}
    [[ $word == "=" ]] && continue
    if [[ -n $pending ]]; then
      case $pending in --context | --server | -p | --project) _gpuq_conn+=("$pending" "$word") ;; esac
      pending=""
      continue
    fi
    case $word in
      --)
        compopt -o default 2>/dev/null
        COMPREPLY=()
        return 0
        ;;
      -*)
        [[ -n ${_gpuq_values["$at|$word"]+set} ]] && pending=$word
        continue
        ;;
    esac
    if [[ $n -eq 0 && -n ${_gpuq_canon["$at|$word"]+set} ]]; then
      at="$at ${_gpuq_canon["$at|$word"]}"
    else
      n=$((n + 1))
    fi
  done
  [[ $cur == "=" ]] && cur=""
  if [[ -n $pending ]]; then
    _gpuq_value "${_gpuq_values["$at|$pending"]}" "$cur"
    return 0
  fi
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "${_gpuq_flags[$at]}" -- "$cur"))
    return 0
  fi
  if [[ $n -eq 0 && -n ${_gpuq_subs[$at]+set} ]]; then
    COMPREPLY=($(compgen -W "${_gpuq_subs[$at]}" -- "$cur"))
    return 0
  fi
  local -a specs=(${_gpuq_args[$at]})
  local spec=${specs[n]}
  if [[ -z $spec && ${#specs[@]} -gt 0 && ${specs[-1]} == *... ]]; then spec=${specs[-1]}; fi
  [[ -n $spec ]] && _gpuq_value "$spec" "$cur"
  return 0
}

complete -F _gpuq gpuq
)BASH";

constexpr const char* kZshFunctions = R"ZSH(
_gpuq_value() {
  local spec=${1%...}
  local -a w
  case $spec in
    @file) _files ;;
    =*) w=(${(s:,:)${spec#=}}); compadd -a w ;;
    live:*)
      w=(${(f)"$(${words[1]} __complete ${spec#live:} "${_gpuq_conn[@]}" 2>/dev/null)"})
      compadd -a w
      ;;
  esac
}

_gpuq_main() {
  local at=gpuq word pending="" k i n=0
  _gpuq_conn=()
  for (( i = 2; i < CURRENT; i++ )); do
    word=${words[i]}
    if [[ -n $pending ]]; then
      case $pending in --context|--server|-p|--project) _gpuq_conn+=($pending $word) ;; esac
      pending=""
      continue
    fi
    k="$at|$word"
    case $word in
      --) _files; return ;;
      -*) (( ${+_gpuq_values[$k]} )) && pending=$word; continue ;;
    esac
    if (( n == 0 && ${+_gpuq_canon[$k]} )); then
      at="$at ${_gpuq_canon[$k]}"
    else
      (( n++ ))
    fi
  done
  local cur=${words[CURRENT]}
  if [[ -n $pending ]]; then
    k="$at|$pending"
    _gpuq_value ${_gpuq_values[$k]}
    return
  fi
  if [[ $cur == --*=* ]]; then
    k="$at|${cur%%=*}"
    if (( ${+_gpuq_values[$k]} )); then
      compset -P '*='
      _gpuq_value ${_gpuq_values[$k]}
    fi
    return
  fi
  local -a entries
  if [[ $cur == -* ]]; then
    entries=(${(f)_gpuq_flags[$at]})
    _describe -t options option entries
    return
  fi
  if (( n == 0 && ${+_gpuq_subs[$at]} )); then
    entries=(${(f)_gpuq_subs[$at]})
    _describe -t commands command entries
    return
  fi
  local -a specs
  specs=(${=_gpuq_args[$at]})
  local spec=${specs[n+1]}
  [[ -z $spec && ${#specs} -gt 0 && ${specs[-1]} == *... ]] && spec=${specs[-1]}
  [[ -n $spec ]] && _gpuq_value $spec
}

if [[ ${funcstack[1]} == _gpuq ]]; then
  _gpuq_main "$@"
else
  compdef _gpuq_main gpuq
fi
)ZSH";

// fish quotes: inside '...' only \' and \\ are escapes.
std::string fish_quote(const std::string& text) {
  std::string out = "'";
  for (char ch : text) {
    if (ch == '\'' || ch == '\\') out += '\\';
    out += ch == '\n' ? ' ' : ch;
  }
  return out + "'";
}

constexpr const char* kFishFunctions = R"FISH(
# The command the words typed so far reach ("gpuq project create"), cached
# for the line being completed.
function __gpuq_at
    set -l words (commandline -opc)
    set -l line "$words"
    if test "$line" = "$__gpuq_line"
        echo $__gpuq_at_cached
        return
    end
    set -l at gpuq
    set -l pending 0
    set -l n 0
    for w in $words[2..-1]
        if test $pending = 1
            set pending 0
            continue
        end
        if test "$w" = --
            break
        end
        if string match -q -- '-*' $w
            if contains -- "$at|$w" $__gpuq_value_flags
                set pending 1
            end
            continue
        end
        set -l next (__gpuq_canon "$at|$w")
        if test $n = 0 -a -n "$next"
            set at "$at $next"
        else
            set n (math $n + 1)
        end
    end
    set -g __gpuq_line $line
    set -g __gpuq_at_cached $at
    echo $at
end

function __gpuq_is
    test (__gpuq_at) = "$argv[1]"
end

# Names the daemon knows, asked with the --context/--server/-p typed so far.
function __gpuq_live
    set -l words (commandline -opc)
    set -l conn
    set -l i 2
    while test $i -lt (count $words)
        switch $words[$i]
            case --context --server -p --project
                set conn $conn $words[$i] $words[(math $i + 1)]
        end
        set i (math $i + 1)
    end
    $words[1] __complete $argv[1] $conn 2>/dev/null
end

complete -c gpuq -f
)FISH";

void fish_values(std::ostream& out, const ValueCompletion& v) {
  switch (v.type) {
    case Type::none:
      out << " -x";
      break;
    case Type::file:
      out << " -r -F";
      break;
    case Type::words:
      out << " -x -a " << fish_quote(join(v.words, " "));
      break;
    case Type::live:
      out << " -x -a " << fish_quote("(__gpuq_live " + v.live + ")");
      break;
  }
}

}  // namespace

std::string zsh_completion(const CommandDoc& root) {
  Tables t;
  t.zsh = true;
  fill(root, t);
  std::ostringstream out;
  out << "#compdef gpuq\n# zsh " << kHeader
      << "# Install: copy to a directory of $fpath, e.g. /usr/share/zsh/site-functions/_gpuq\n\n";
  declare(out, "_gpuq_subs", t.subs, "typeset -gA");
  declare(out, "_gpuq_canon", t.canon, "typeset -gA");
  declare(out, "_gpuq_flags", t.flags, "typeset -gA");
  declare(out, "_gpuq_values", t.values, "typeset -gA");
  declare(out, "_gpuq_args", t.args, "typeset -gA");
  out << "typeset -ga _gpuq_conn\n" << kZshFunctions;
  return out.str();
}

std::string fish_completion(const CommandDoc& root) {
  std::ostringstream out;
  out << "# fish " << kHeader
      << "# Install: copy to /usr/share/fish/vendor_completions.d/gpuq.fish\n\n";
  out << "set -g __gpuq_value_flags";
  const std::vector<const CommandDoc*> commands = all_commands(root, true);
  for (const CommandDoc* c : commands) {
    for (const OptionDoc& o : options_in_effect(root, *c)) {
      if (!o.takes_value) continue;
      for (const std::string& s : spellings(o)) out << " " << fish_quote(key(*c) + "|" + s);
    }
  }
  out << "\n\nfunction __gpuq_canon\n    switch $argv[1]\n";
  for (const CommandDoc* c : commands) {
    for (const CommandDoc& sub : c->subcommands) {
      for (const std::string& n : names(sub)) {
        out << "        case " << fish_quote(key(*c) + "|" + n) << "\n            echo "
            << sub.name() << "\n";
      }
    }
  }
  out << "    end\nend\n" << kFishFunctions << "\n";
  for (const CommandDoc* c : commands) {
    if (c->hidden) continue;
    const std::string is = " -n " + fish_quote("__gpuq_is " + shell_quote(key(*c)));
    for (const CommandDoc* sub : visible_subcommands(*c)) {
      out << "complete -c gpuq" << is << " -a " << fish_quote(sub->name()) << " -d "
          << fish_quote(summary(sub->description)) << "\n";
    }
    for (const OptionDoc& o : options_in_effect(root, *c)) {
      out << "complete -c gpuq" << is;
      for (const std::string& s : o.shorts) out << " -s " << s;
      for (const std::string& l : o.longs) out << " -l " << l;
      out << " -d " << fish_quote(summary(o.description));
      if (o.takes_value) fish_values(out, o.values);
      out << "\n";
    }
    if (!c->positionals.empty()) {
      const ValueCompletion& v = c->positionals.front().values;
      if (v.type == Type::file) out << "complete -c gpuq" << is << " -F\n";
      if (v.type == Type::words || v.type == Type::live) {
        out << "complete -c gpuq" << is;
        fish_values(out, v);
        out << "\n";
      }
    }
  }
  return out.str();
}

std::string value_spec(const ValueCompletion& v) {
  switch (v.type) {
    case Type::none:
      return "-";
    case Type::file:
      return "@file";
    case Type::words:
      return "=" + join(v.words, ",");
    case Type::live:
      return "live:" + v.live;
  }
  return "-";
}

std::string shell_quote(const std::string& text) {
  std::string out = "'";
  for (char ch : text) {
    if (ch == '\'') {
      out += "'\\''";
    } else {
      out += ch;
    }
  }
  return out + "'";
}

std::string bash_completion(const CommandDoc& root) {
  Tables t;
  fill(root, t);
  std::ostringstream out;
  out << "# bash " << kHeader
      << "# Install: copy to /usr/share/bash-completion/completions/gpuq, or\n"
         "#   source <(gpuq completion bash)\n\n";
  declare(out, "_gpuq_subs", t.subs, "declare -gA");
  declare(out, "_gpuq_canon", t.canon, "declare -gA");
  declare(out, "_gpuq_flags", t.flags, "declare -gA");
  declare(out, "_gpuq_values", t.values, "declare -gA");
  declare(out, "_gpuq_args", t.args, "declare -gA");
  out << kBashFunctions;
  return out.str();
}

}  // namespace gpuq::cli
