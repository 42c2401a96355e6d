// Rules out texts that no pattern of a set can match, from the literal words the patterns need.
#include "auditor/rules/literal_prefilter.h"

#include <algorithm>
#include <vector>

#include "auditor/rules/kind_support.h"

namespace auditor::rules {

namespace {

// Atoms shorter than this match too many texts to rule anything out; FilteredRE2 then treats the
// piece as matching anything, which stays exact.
constexpr int kMinAtomLength = 3;

}  // namespace

LiteralPrefilter::LiteralPrefilter() : filter_(std::make_unique<re2::FilteredRE2>(kMinAtomLength)) {}
LiteralPrefilter::~LiteralPrefilter() = default;
LiteralPrefilter::LiteralPrefilter(LiteralPrefilter&&) noexcept = default;
LiteralPrefilter& LiteralPrefilter::operator=(LiteralPrefilter&&) noexcept = default;

bool LiteralPrefilter::add(std::string_view pattern, const RE2::Options& options,
                           const std::vector<std::string>& gates) {
  std::vector<std::unique_ptr<RE2>> compiled;
  for (const std::string& gate : gates) {
    compiled.push_back(std::make_unique<RE2>(gate, options));
    if (!compiled.back()->ok()) return false;
  }
  int id = 0;
  if (filter_->Add(re2::StringPiece(pattern.data(), pattern.size()), options, &id) !=
      RE2::NoError) {
    return false;
  }
  gates_.push_back(std::move(compiled));
  return true;
}

bool LiteralPrefilter::may_match(int id, std::string_view text, size_t from, size_t to) const {
  const re2::StringPiece whole(text.data(), text.size());
  for (const std::unique_ptr<RE2>& gate : gates_[static_cast<size_t>(id)]) {
    if (!gate->Match(whole, from, to, RE2::UNANCHORED, nullptr, 0)) return false;
  }
  return true;
}

void LiteralPrefilter::compile() {
  if (filter_->NumRegexps() == 0) {
    every_text_ = true;
    return;
  }
  filter_->Compile(&atoms_);
  if (atoms_.empty()) {  // no pattern needs a literal: each is a candidate everywhere
    every_text_ = true;
    return;
  }
  // Atoms are lower-cased; the search folds case the way the patterns' own matching does.
  RE2::Options options = pattern_options();
  options.set_literal(true);
  atom_set_ = std::make_unique<RE2::Set>(options, RE2::UNANCHORED);
  for (const std::string& atom : atoms_) {
    if (atom_set_->Add(atom, nullptr) < 0) {
      every_text_ = true;
      return;
    }
  }
  if (!atom_set_->Compile()) {
    every_text_ = true;
    return;
  }
  scanner_ = AtomScanner::build(atoms_);
  filter_->AllPotentials({}, &literal_free_);
  std::sort(literal_free_.begin(), literal_free_.end());
}

void LiteralPrefilter::candidates(std::string_view text, std::vector<int>& out) const {
  out.clear();
  std::vector<int> found;
  RE2::Set::ErrorInfo error;
  if (filter_->NumRegexps() == 0) return;
  // The scanner answers for the texts it models; RE2's set for the rest.
  if (every_text_ ||
      (!(scanner_ && scanner_->scan(text, found)) &&
       !atom_set_->Match(re2::StringPiece(text.data(), text.size()), &found, &error) &&
       error.kind != RE2::Set::kNoError)) {  // out of DFA memory: rule nothing out
    for (int id = 0; id < filter_->NumRegexps(); ++id) out.push_back(id);
    return;
  }
  if (found.empty()) {  // a passage without any literal: spares AllPotentials' walk and allocations
    out = literal_free_;
    return;
  }
  filter_->AllPotentials(found, &out);  // patterns that need no literal come out every time
  std::sort(out.begin(), out.end());
}

}  // namespace auditor::rules
