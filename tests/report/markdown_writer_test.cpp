// Markdown writer: golden file, and untrusted text that must render as literal text.
#include <gtest/gtest.h>

#include "auditor/report/markup.h"
#include "tests/report/sample_run.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

TEST(MarkdownWriter, MatchesGolden) {
  testing::SampleRun run;
  EXPECT_EQ(testing::check_golden("report/golden/sample.md", run.render("markdown")), "");
}

TEST(MarkdownWriter, HeadingSummaryTableAndFailures) {
  testing::SampleRun run;
  std::string out = run.render("markdown");
  EXPECT_NE(out.find("## Prefeitura anuncia obras\n"), std::string::npos) << out;
  EXPECT_NE(out.find("2 findings (1 error, 1 warning, 0 info)"), std::string::npos) << out;
  EXPECT_NE(out.find("| error | ` disclosure.missing ` | 5:1 | Paid travel with no disclosure. |"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("- ` notas.bin `: looks like a binary file, not text"), std::string::npos)
      << out;
  EXPECT_EQ(out.find("unattributed-number"), std::string::npos) << "waived findings stay out";
}

TEST(MarkdownWriter, HostileTitlesAndMessagesRenderInert) {
  testing::SampleRun run;
  run.doc.metadata.title = "<script>alert(1)</script> [clique](javascript:alert(1)) *já*";
  run.audited.findings[0].message = "Use | pipes ` and ![img](http://x.example/a.png)";
  std::string out = run.render("markdown");
  EXPECT_NE(out.find("## &lt;script&gt;alert\\(1\\)&lt;/script&gt; "
                     "\\[clique\\]\\(javascript:alert\\(1\\)\\) \\*já\\*\n"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("| Use \\| pipes \\` and \\!\\[img\\]\\(http://x.example/a.png\\) |"),
            std::string::npos)
      << out;
  EXPECT_EQ(out.find("<script>"), std::string::npos);
  EXPECT_EQ(out.find("](javascript:"), std::string::npos);
}

TEST(MarkdownWriter, ExcerptsWithBackticksAndPipesStayInOneCodeSpanCell) {
  EXPECT_EQ(report::markdown_code_span("a `b` | c"), "`` a `b` \\| c ``");
  EXPECT_EQ(report::markdown_code_span("``x``\nnext"), "``` ``x`` next ```");
  EXPECT_EQ(report::markdown_code_span("<b>"), "` <b> `");  // a code span shows HTML as text
}

}  // namespace
}  // namespace auditor
