#include "cli/docs/man_page.h"

#include <cctype>
#include <sstream>

namespace gpuq::cli {
namespace {

std::string upper(std::string s) {
  for (char& ch : s) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return s;
}

// Each line of `text` escaped; blank lines become paragraph breaks.
std::string paragraphs(const std::string& text) {
  std::ostringstream out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out << (line.empty() ? ".PP" : roff_escape(line)) << "\n";
  return out.str();
}

// Preformatted text (examples keep their indentation).
std::string preformatted(const std::string& text) {
  std::ostringstream out;
  out << ".PP\n.nf\n.RS 2\n";
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) out << roff_escape(line) << "\n";
  out << ".RE\n.fi\n";
  return out.str();
}

std::string bold(const std::string& s) { return "\\fB" + roff_escape(s) + "\\fR"; }
std::string italic(const std::string& s) { return "\\fI" + roff_escape(s) + "\\fR"; }

std::string option_term(const OptionDoc& o) {
  std::string out;
  for (const std::string& s : o.shorts) out += (out.empty() ? "" : ", ") + bold("-" + s);
  for (const std::string& l : o.longs) out += (out.empty() ? "" : ", ") + bold("--" + l);
  if (o.takes_value) out += " " + italic(o.value_name);
  return out;
}

void options_section(std::ostream& out, const std::vector<OptionDoc>& options) {
  for (const OptionDoc& o : options) {
    out << ".TP\n" << option_term(o) << "\n" << roff_escape(o.description);
    if (o.required) out << " (required)";
    if (o.repeatable && o.takes_value) out << " (may be repeated)";
    out << "\n";
  }
}

std::string synopsis(const CommandDoc& c) {
  std::ostringstream out;
  out << ".B " << roff_escape(c.full_name()) << "\n";
  std::string rest;
  if (!c.options.empty()) rest += "[\\fIOPTIONS\\fR]";
  for (const PositionalDoc& p : c.positionals) {
    std::string word = italic(p.name) + (p.repeatable ? "..." : "");
    if (p.name == "COMMAND" || p.name == "ARGS") word = "[\\fB\\-\\-\\fR " + word + "]";
    if (!p.required) word = "[" + word + "]";
    rest += (rest.empty() ? "" : " ") + word;
  }
  if (!c.subcommands.empty() && c.options.empty() && c.positionals.empty()) {
    rest += "\\fICOMMAND\\fR";
  }
  if (!rest.empty()) out << rest << "\n";
  out << ".br\n";
  return out.str();
}

void header(std::ostream& out, const std::string& title, const std::string& version) {
  out << ".\\\" Generated from gpuq's command definitions by `gpuq __generate-docs`;\n"
      << ".\\\" do not edit: run scripts/regen-docs.sh.\n"
      << ".TH " << upper(title) << " 1 \"\" \"gpuq " << version << "\" \"gpuq manual\"\n";
}

// A command documented in a group's page: itself when it runs something,
// then what is under it.
void command_section(std::ostream& out, const CommandDoc& c) {
  const bool runs = c.subcommands.empty() || !c.options.empty() || !c.positionals.empty();
  if (runs) {
    out << ".SS " << roff_escape(c.full_name()) << "\n";
    if (!c.aliases.empty()) {
      out << "Also: ";
      for (std::size_t i = 0; i < c.aliases.size(); ++i) {
        out << (i ? ", " : "") << bold(c.aliases[i]);
      }
      out << ".\n.PP\n";
    }
    out << paragraphs(c.description);
    for (const PositionalDoc& p : c.positionals) {
      out << ".TP\n" << italic(p.name) << "\n" << roff_escape(p.description) << "\n";
    }
    options_section(out, c.options);
    if (!c.footer.empty()) out << preformatted(c.footer);
  }
  for (const CommandDoc& sub : c.subcommands) {
    if (!sub.hidden) command_section(out, sub);
  }
}

void synopses(std::ostream& out, const CommandDoc& c) {
  const bool runs = c.subcommands.empty() || !c.options.empty() || !c.positionals.empty();
  if (runs) out << synopsis(c);
  for (const CommandDoc& sub : c.subcommands) {
    if (!sub.hidden) synopses(out, sub);
  }
}

std::string page_name(const CommandDoc& group) { return "gpuq-" + group.name(); }

ManPage group_page(const CommandDoc& group, const std::string& version) {
  std::ostringstream out;
  header(out, page_name(group), version);
  out << ".SH NAME\n"
      << roff_escape(page_name(group)) << " \\- " << roff_escape(group.description)
      << "\n.SH SYNOPSIS\n";
  synopses(out, group);
  out << ".SH DESCRIPTION\n" << paragraphs(group.description);
  if (!group.subcommands.empty() && !group.footer.empty()) {
    out << ".PP\n" << paragraphs(group.footer);
  }
  out << ".SH COMMANDS\n";
  if (group.subcommands.empty() || !group.options.empty() || !group.positionals.empty()) {
    command_section(out, group);
  } else {
    for (const CommandDoc& sub : group.subcommands) {
      if (!sub.hidden) command_section(out, sub);
    }
  }
  out << ".SH GLOBAL OPTIONS\nEvery command also takes the global options of\n"
      << ".BR gpuq (1)\n(\\fB\\-p\\fR/\\fB\\-\\-project\\fR, \\fB\\-\\-context\\fR, "
         "\\fB\\-q\\fR, \\fB\\-v\\fR, ...).\n"
      << ".SH EXIT STATUS\n0 success, 1 failure, 2 usage error; see\n.BR gpuq (1).\n"
      << ".SH SEE ALSO\n.BR gpuq (1)\n";
  return {page_name(group) + ".1", out.str()};
}

constexpr const char* kRootSections = R"ROFF(.SH EXIT STATUS
.TP
.B 0
Success.
.TP
.B 1
Failure: the command ran and something is wrong (the daemon refused the
request, the thing named does not exist, no daemon answers, a scenario's
expectation is not met).
.TP
.B 2
Usage error: an unknown command or flag, a bad flag value, a missing
argument, a file that cannot be read or parsed.
.SH ENVIRONMENT
.TP
.B GPUQ_CONTEXT
The context to use instead of the file's current-context
(\fB\-\-context\fR overrides it).
.TP
.B GPUQ_SERVER
The daemon to talk to: unix:///path/to/socket, http://host:port or
https://host:port, instead of the context's.
.TP
.B GPUQ_PROJECT
The project of commands that act on one, instead of the context's
default (\fB\-p\fR overrides it).
.TP
.B GPUQ_TRANSPORT
How the client speaks HTTP: \fBauto\fR (the default: its own HTTP/1.1 on
a Unix socket, libcurl for http:// and https://) or \fBcurl\fR (libcurl
for Unix sockets too).
.TP
.B GPUQ_DYNAMIC_BINARY
The dynamically linked gpuq that a statically linked gpuq hands a command
to when the command needs shared libraries (libcurl for http:// and
https:// servers, the user database when HOME is not set); by default
gpuq-dynamic in gpuq's own directory or in ../libexec/gpuq/ beside it.
.TP
.B NO_COLOR
When set and not empty, tables are never coloured (they are coloured only
on a terminal anyway).
.TP
.B XDG_CONFIG_HOME
Where the client configuration lives (default ~/.config).
.TP
.B XDG_RUNTIME_DIR
Where the socket of a user's own daemon is ($XDG_RUNTIME_DIR/gpuq.sock).
Without a context, a user other than root reaches that daemon when its
socket is there, else the machine's daemon (/run/gpuq/gpuq.sock, the
service's); root always reaches the machine's.
.SH FILES
.TP
.I ~/.config/gpuq/config.yaml
The contexts: server, token file, default project and profile of each,
and the current one ($XDG_CONFIG_HOME/gpuq/config.yaml when set). Written by
\fBgpuq config set\-context\fR, \fBgpuq config use\-context\fR,
\fBgpuq login\fR and \fBgpuq project set\fR.
)ROFF";

ManPage root_page(const CommandDoc& root, const std::string& version) {
  std::ostringstream out;
  header(out, "gpuq", version);
  out << ".SH NAME\ngpuq \\- " << roff_escape(root.description) << "\n"
      << ".SH SYNOPSIS\n.B gpuq\n[\\fIGLOBAL OPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGS\\fR...]\n"
      << ".SH DESCRIPTION\n"
      << paragraphs(root.description)
      << ".PP\nRun \\fBgpuq\\fR \\fICOMMAND\\fR \\fB\\-\\-help\\fR for a command's options and "
         "examples, or see its page below.\n.SH COMMANDS\n";
  for (const CommandDoc& group : root.subcommands) {
    if (group.hidden) continue;
    out << ".TP\n.BR " << roff_escape(page_name(group)) << " (1)\n"
        << roff_escape(group.description) << "\n";
  }
  out << ".SH GLOBAL OPTIONS\nThese may be given before or after the command words.\n";
  options_section(out, root.options);
  out << ".TP\n" << bold("-h") << ", " << bold("--help") << "\nPrint help and exit.\n";
  if (!root.footer.empty()) out << ".PP\n" << paragraphs(root.footer);
  out << kRootSections << ".SH SEE ALSO\n";
  bool first = true;
  for (const CommandDoc& group : root.subcommands) {
    if (group.hidden) continue;
    out << (first ? "" : ",\n") << ".BR " << roff_escape(page_name(group)) << " (1)";
    first = false;
  }
  out << "\n";
  return {"gpuq.1", out.str()};
}

}  // namespace

std::string roff_escape(const std::string& text) {
  std::string out;
  for (char ch : text) {
    if (ch == '\\') {
      out += "\\e";
    } else if (ch == '-') {
      out += "\\-";
    } else {
      out += ch;
    }
  }
  if (!out.empty() && (out.front() == '.' || out.front() == '\'')) out = "\\&" + out;
  return out;
}

std::vector<ManPage> man_pages(const CommandDoc& root, const std::string& version) {
  std::vector<ManPage> pages = {root_page(root, version)};
  for (const CommandDoc& group : root.subcommands) {
    if (!group.hidden) pages.push_back(group_page(group, version));
  }
  return pages;
}

}  // namespace gpuq::cli
