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

void LiteralPrefilter::share(const SharedAtoms* shared, std::vector<int32_t> local_of) {
  shared_ = shared;
  local_of_shared_ = std::move(local_of);
}

bool LiteralPrefilter::find_atoms(std::string_view text, std::vector<int>& found) const {
  // The document's one search where it covers the text, this set's scanner where it models the
  // text, RE2's set for the rest.
  if (shared_ != nullptr && shared_->atoms_in(text, local_of_shared_, atoms_.size(), found)) {
    return true;
  }
  if (scanner_ && scanner_->scan(text, found)) return true;
  found.clear();
  RE2::Set::ErrorInfo error;
  return atom_set_->Match(re2::StringPiece(text.data(), text.size()), &found, &error) ||
         error.kind == RE2::Set::kNoError;  // out of DFA memory: rule nothing out
}

void LiteralPrefilter::candidates(std::string_view text, std::vector<int>& out) const {
  out.clear();
  if (filter_->NumRegexps() == 0) return;
  std::vector<int> found;
  if (every_text_ || !find_atoms(text, found)) {
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
