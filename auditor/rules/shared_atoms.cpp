// One atom search per document for every literal prefilter of a language's rules.
#include "auditor/rules/shared_atoms.h"

#include <algorithm>
#include <array>

#include "auditor/rules/literal_prefilter.h"
#include "auditor/rules/match_extent.h"

namespace auditor::rules {

namespace {

thread_local const DocumentAtomScope* g_scope = nullptr;

// Sorts `spans` by start and joins those that overlap or touch.
void merge_overlaps(std::vector<Span>& spans) {
  std::sort(spans.begin(), spans.end(),
            [](const Span& a, const Span& b) { return a.start < b.start; });
  size_t kept = 0;
  for (const Span& s : spans) {
    if (kept > 0 && s.start <= spans[kept - 1].end) {
      spans[kept - 1].end = std::max(spans[kept - 1].end, s.end);
    } else {
      spans[kept++] = s;
    }
  }
  spans.resize(kept);
}

}  // namespace

void SharedAtoms::join(LiteralPrefilter& prefilter) {
  if (!prefilter.scans_atoms()) return;
  Member member{&prefilter, {}};
  const std::vector<std::string>& own = prefilter.atoms();
  for (size_t local = 0; local < own.size(); ++local) {
    auto [it, added] = index_.emplace(own[local], static_cast<int32_t>(atoms_.size()));
    if (added) {
      atoms_.push_back(own[local]);
      lengths_.push_back(static_cast<uint32_t>(own[local].size()));
    }
    member.atoms.emplace_back(it->second, static_cast<int32_t>(local));
  }
  members_.push_back(std::move(member));
}

void SharedAtoms::compile() {
  if (members_.empty()) return;
  scanner_ = AtomScanner::build(atoms_);
  if (!scanner_) return;
  for (Member& member : members_) {
    std::vector<int32_t> local_of(atoms_.size(), -1);
    for (auto [shared, local] : member.atoms) local_of[static_cast<size_t>(shared)] = local;
    member.prefilter->share(this, std::move(local_of));
  }
}

bool SharedAtoms::atoms_in(std::string_view text, const std::vector<int32_t>& local_of,
                           size_t local_count, std::vector<int>& found) const {
  const DocumentAtomScope* scope = g_scope;
  if (scope == nullptr || scope->atoms_ != this || !scope->scanned_) return false;
  const char* base = scope->text_.data();
  if (text.data() < base || text.data() + text.size() > base + scope->text_.size()) return false;
  const auto from = static_cast<uint32_t>(text.data() - base);
  const auto to = static_cast<uint32_t>(from + text.size());
  found.clear();
  // A prefilter has a few hundred atoms: their bits fit on the stack, and this runs per block.
  constexpr size_t kInlineWords = 32;
  const size_t words = (local_count + 63) / 64;
  std::array<uint64_t, kInlineWords> inline_seen{};
  std::vector<uint64_t> heap_seen(words > kInlineWords ? words : 0, 0);
  uint64_t* seen = words > kInlineWords ? heap_seen.data() : inline_seen.data();
  const std::vector<AtomScanner::Hit>& hits = scope->hits_;
  // Hits are ordered by end; one ending after `from` may start inside the text.
  auto it = std::partition_point(hits.begin(), hits.end(),
                                 [&](const AtomScanner::Hit& h) { return h.end <= from; });
  for (; it != hits.end() && it->end <= to; ++it) {
    if (it->end - lengths_[it->atom] < from) continue;  // begins before the text
    const int32_t local = local_of[it->atom];
    if (local < 0) continue;
    uint64_t& word = seen[static_cast<size_t>(local) / 64];
    const uint64_t bit = uint64_t{1} << (static_cast<size_t>(local) % 64);
    if ((word & bit) == 0) {
      word |= bit;
      found.push_back(local);
    }
  }
  return true;
}

bool SharedAtoms::windows(std::string_view text, size_t from, size_t to,
                          const std::vector<std::vector<int32_t>>& sets, size_t runs,
                          std::vector<Span>& out) const {
  const DocumentAtomScope* scope = g_scope;
  if (scope == nullptr || scope->atoms_ != this || !scope->scanned_ || sets.empty()) return false;
  const char* base = scope->text_.data();
  if (text.data() < base || text.data() + to > base + scope->text_.size()) return false;
  const std::vector<int32_t>* fewest = scope->rarest(sets);
  if (fewest == nullptr) return false;
  const auto shift = static_cast<uint32_t>(text.data() - base);
  const auto lo = static_cast<uint32_t>(from) + shift;
  const auto hi = static_cast<uint32_t>(to) + shift;
  out.clear();
  for (int32_t atom : *fewest) {
    auto [first, last] = scope->ends_of(atom);
    const uint32_t length = lengths_[static_cast<size_t>(atom)];
    // Those inside the range: ending by `hi` and starting from `lo`.
    const uint32_t* begin = std::upper_bound(first, last, lo + length - 1);
    const uint32_t* stop = std::upper_bound(begin, last, hi);
    for (const uint32_t* end = begin; end != stop; ++end) {
      const Span reach = scope->reach(*end - length, *end, runs);
      out.push_back(Span{std::max(reach.start, lo) - shift, std::min(reach.end, hi) - shift});
    }
  }
  merge_overlaps(out);
  return true;
}

const std::vector<int32_t>* DocumentAtomScope::rarest(
    const std::vector<std::vector<int32_t>>& sets) const {
  // The set the document holds least often gives the fewest windows.
  const std::vector<int32_t>* fewest = nullptr;
  size_t fewest_count = 0;
  for (const std::vector<int32_t>& set : sets) {
    size_t count = 0;
    for (int32_t atom : set) {
      if (atom < 0) return nullptr;
      auto [first, last] = ends_of(atom);
      count += static_cast<size_t>(last - first);
    }
    if (fewest == nullptr || count < fewest_count) {
      fewest = &set;
      fewest_count = count;
    }
  }
  return fewest;
}

std::pair<const uint32_t*, const uint32_t*> DocumentAtomScope::ends_of(int32_t atom) const {
  if (first_of_atom_.empty()) {
    // A counting sort by atom; hits come by end, so each atom's ends stay in order.
    first_of_atom_.assign(atoms_->atoms_.size() + 1, 0);
    for (const AtomScanner::Hit& h : hits_) ++first_of_atom_[h.atom + 1u];
    for (size_t a = 1; a < first_of_atom_.size(); ++a) first_of_atom_[a] += first_of_atom_[a - 1];
    ends_by_atom_.resize(hits_.size());
    std::vector<uint32_t> next(first_of_atom_.begin(), first_of_atom_.end() - 1);
    for (const AtomScanner::Hit& h : hits_) ends_by_atom_[next[h.atom]++] = h.end;
  }
  const auto a = static_cast<size_t>(atom);
  return {ends_by_atom_.data() + first_of_atom_[a], ends_by_atom_.data() + first_of_atom_[a + 1]};
}

Span DocumentAtomScope::reach(uint32_t start, uint32_t end, size_t runs) const {
  if (run_starts_.empty()) find_run_starts(text_, run_starts_);
  auto run_of = [&](uint32_t offset) {
    return static_cast<size_t>(std::upper_bound(run_starts_.begin(), run_starts_.end(), offset) -
                               run_starts_.begin() - 1);
  };
  const size_t first = run_of(start);
  const size_t last = run_of(end - 1);
  const size_t before = last >= runs - 1 ? last - (runs - 1) : 0;
  const size_t after = first + (runs - 1);
  const uint32_t stop =
      after + 1 < run_starts_.size() ? run_starts_[after + 1] : static_cast<uint32_t>(text_.size());
  return Span{run_starts_[before], stop};
}

DocumentAtomScope::DocumentAtomScope(const SharedAtoms& atoms, std::string_view text)
    : atoms_(&atoms), text_(text), previous_(g_scope) {
  if (atoms.scanner_) scanned_ = atoms.scanner_->scan_hits(text, hits_);
  g_scope = this;
}

DocumentAtomScope::~DocumentAtomScope() {
  g_scope = previous_;
}

const DocumentAtomScope* DocumentAtomScope::current() {
  return g_scope;
}

}  // namespace auditor::rules
