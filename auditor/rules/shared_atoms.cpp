// One atom search per document for every literal prefilter of a language's rules.
#include "auditor/rules/shared_atoms.h"

#include <algorithm>
#include <array>

#include "auditor/rules/literal_prefilter.h"

namespace auditor::rules {

namespace {

thread_local const DocumentAtomScope* g_scope = nullptr;

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
