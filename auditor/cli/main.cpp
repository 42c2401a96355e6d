// Entry point of the `auditor` command: parses the command line and runs one subcommand.
#include <iostream>
#include <vector>

#include "auditor/cli/commands.h"
#include "auditor/cli/exit_codes.h"

int main(int argc, char** argv) {
  using namespace auditor::cli;
  CLI::App app{
      "auditor: checks news articles for missing disclosures, unattributed numbers, "
      "single-source claims and provenance problems.",
      "auditor"};
  app.set_version_flag("--version", std::string("auditor ") + AUDITOR_VERSION);
  app.require_subcommand(1);
  app.footer(
      "Exit codes: 0 clean; 1 findings at or above --fail-on, or some inputs unreadable; "
      "2 usage error, bad rules, or nothing could be audited.\n"
      "Run 'auditor SUBCOMMAND --help' for a subcommand's options.");

  Globals globals{argc > 0 ? argv[0] : "auditor"};
  Action check = add_check_command(app, globals);
  Action analyze = add_analyze_command(app, globals);
  Action rules = add_rules_command(app, globals);
  Action eval = add_eval_command(app, globals);
  Action extract = add_extract_command(app, globals);
  Action db = add_db_command(app, globals);
  Action waive = add_waive_command(app, globals);
  Action report = add_report_command(app, globals);
  Action provenance = add_provenance_command(app, globals);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "auditor: " << e.what() << "\nRun 'auditor --help' for usage.\n";
    return kExitUsage;
  }
  if (app.got_subcommand("check")) return check();
  if (app.got_subcommand("rules")) return rules();
  if (app.got_subcommand("analyze")) return analyze();
  if (app.got_subcommand("eval")) return eval();
  if (app.got_subcommand("extract")) return extract();
  if (app.got_subcommand("db")) return db();
  if (app.got_subcommand("waive")) return waive();
  if (app.got_subcommand("report")) return report();
  if (app.got_subcommand("provenance")) return provenance();
  return kExitUsage;
}
