// The "disclosure" rule kind: ties the text reveals (paid trips, gifts, sponsorship, affiliate
// links, the newsroom's declared owners and partners) that no disclosure statement covers.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "auditor/rules/rule.h"

namespace auditor::rules::kinds {

/// The child elements of <rule> that the disclosure kind reads.
inline constexpr std::string_view kDisclosureElements =
    "unnamed-message newsroom context ties disclosures affiliate-links affiliate-hosts";

/// Compiles a disclosure rule: its tie patterns, disclosure labels and forms, contexts and
/// keywords each into one RE2, plus the alias table and the project's declared ties.
///
/// Pack syntax (every pattern is RE2 as in the phrase kind; `{party}` captures the party, a name
/// or a reference such as "a empresa" that resolves to the article's subject):
///   <unnamed-message>message when the party is unknown</unnamed-message>
///   <newsroom unnamed="this publication"/>
///   <context name="reporter">pattern</context>
///   <ties type="travel" says="..." suggest="..." says-unnamed="..." suggest-unnamed="...">
///     <keywords>pattern that marks a disclosure of this type</keywords>
///     <tie needs="reporter" scope="sentence|block">pattern with {party}</tie>
///   </ties>
///   <disclosures><label>pattern</label><form>pattern</form></disclosures>
///   <affiliate-links rel="sponsored">tag affid utm_medium=affiliate ...</affiliate-links>
///   <affiliate-hosts>go.skimresources.com click.linksynergy.com ...</affiliate-hosts>
/// Types: travel, gift, hospitality, sponsorship, affiliate (found by patterns and links) and
/// owner, parent, partner, advertiser, sponsor (the parties auditor.toml declares; partner may
/// also have patterns). Messages and templates may use {tie}, {party}, {suggestion}, {newsroom}
/// and {detail}.
Result<std::unique_ptr<Rule>> make_disclosure_rule(const RuleSpec& spec,
                                                   const pugi::xml_node& element,
                                                   const LoadContext& context);

/// A disclosure statement of a document ("*Divulgação: a Amazon pagou a passagem") and the
/// parties it names.
struct DisclosureStatement {
  Span span;
  std::vector<std::string> parties;  ///< display names, e.g. "Amazon"
};

/// The disclosure statements a disclosure-kind `rule` finds in a document (provenance compares a
/// source's with its rewrite's); empty when `rule` is of another kind.
std::vector<DisclosureStatement> disclosure_statements(const Rule& rule,
                                                       const analysis::ArticleAnalysis& analysis);

/// True when a statement's text names the party, by the rule's alias table ("AWS" names Amazon).
bool statement_names(const Rule& rule, std::string_view statement_text,
                     std::string_view party_name);

}  // namespace auditor::rules::kinds
