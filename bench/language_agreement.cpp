// Measures the function-word language identifier against CLD2 on real articles: how many it
// settles, and whether it ever names another language than CLD2 does.
//
// Usage: language_agreement [--rules DIR] PATH...   (files or folders, as `auditor check` reads)
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "auditor/ingest/input.h"
#include "auditor/rules/rule_set.h"
#include "auditor/text/language.h"

int main(int argc, char** argv) {
  std::string rules_dir = std::string(AUDITOR_REPO_DIR) + "/rules";
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg == "--rules" && i + 1 < argc) {
      rules_dir = argv[++i];
    } else {
      paths.push_back(arg);
    }
  }
  if (paths.empty()) {
    std::cerr << "usage: language_agreement [--rules DIR] PATH...\n";
    return 2;
  }
  auto rules = auditor::rules::RuleSet::load(rules_dir);
  if (!rules) {
    std::cerr << rules.error().to_string() << "\n";
    return 1;
  }
  auditor::ingest::ReadOptions options;
  auditor::ingest::ExpandedInputs inputs = auditor::ingest::expand_inputs(paths, options);
  size_t documents = 0, settled = 0, disagreements = 0, unreadable = 0;
  std::map<std::string, size_t> by_language, left_to_cld2;
  for (const auditor::ingest::InputRef& input : inputs.inputs) {
    auto document = auditor::ingest::read_document(input, options);
    if (!document) {
      ++unreadable;
      continue;
    }
    ++documents;
    std::string_view sample = auditor::text::language_sample(document->text);
    auditor::text::LanguageGuess cld2 = auditor::text::identify_language(sample);
    auto quick = rules->function_words().identify(sample);
    if (!quick) {
      ++left_to_cld2[cld2.code];
      continue;
    }
    ++settled;
    ++by_language[quick->code];
    if (quick->code != cld2.code) {
      ++disagreements;
      std::cout << "disagree: " << input.path << " function words " << quick->code << " ("
                << quick->confidence << "), CLD2 " << cld2.code << " (" << cld2.confidence << ")\n";
    }
  }
  std::cout << "documents " << documents << ", settled by function words " << settled << " (";
  for (const auto& [code, count] : by_language) std::cout << code << " " << count << " ";
  std::cout << "), disagreeing with CLD2 " << disagreements << ", unreadable " << unreadable
            << "\nleft to CLD2, by its answer: ";
  for (const auto& [code, count] : left_to_cld2) std::cout << code << " " << count << " ";
  std::cout << "\n";
  return disagreements == 0 ? 0 : 1;
}
