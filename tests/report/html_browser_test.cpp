// The HTML report in a real browser (headless Chromium): no script from a hostile article runs, no
// console error, one live highlight per finding, and a screenshot that is a real PNG.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>
#include <sstream>

#include "auditor/report/html_writer.h"
#include "tests/report/hostile_sample.h"
#include "tests/support/test_support.h"

namespace auditor {
namespace {

namespace fs = std::filesystem;

std::string find_chromium() {
  for (const char* name : {"chromium", "chromium-browser", "google-chrome"}) {
    if (std::string path = testing::find_program(name); !path.empty()) return path;
  }
  return "";
}

class HtmlBrowser : public ::testing::Test {
 protected:
  void SetUp() override {
    chromium_ = find_chromium();
    if (chromium_.empty())
      GTEST_SKIP() << "chromium not installed (Debian package chromium; scripts/setup installs it)";
    timeout_ = testing::find_program("timeout");
    if (timeout_.empty()) GTEST_SKIP() << "coreutils timeout not found";
    std::string dir = testing::temp_dir();
    page_ = dir + "/hostile report.html";
    profile_ = dir + "/profile";
    std::ostringstream out;
    report::HtmlWriter writer(out);
    writer.begin(RunInfo{"0.0.0-test", "", {}, "", {}});
    writer.document(sample_.audited);
    writer.end(RunSummary{1, 0, sample_.audited.findings.size(), 2, 3, 2, 0});
    testing::write_file(page_, out.str());
  }

  // Headless Chromium in its own profile, killed (with its children) after 60 s at most.
  testing::CommandResult chromium(const std::vector<std::string>& mode) {
    std::vector<std::string> command = {timeout_,
                                        "-k",
                                        "5",
                                        "60",
                                        chromium_,
                                        "--headless",
                                        "--no-sandbox",
                                        "--disable-gpu",
                                        "--no-first-run",
                                        "--user-data-dir=" + profile_,
                                        "--enable-logging=stderr",
                                        "--v=0",
                                        "--virtual-time-budget=3000"};
    command.insert(command.end(), mode.begin(), mode.end());
    command.push_back("file://" + page_);
    return testing::run_program(command);
  }

  testing::HostileSample sample_;
  std::string chromium_, timeout_, page_, profile_;
};

TEST_F(HtmlBrowser, NoArticleScriptRunsAndEveryFindingHasOneLiveHighlight) {
  testing::CommandResult dom = chromium({"--dump-dom"});
  ASSERT_EQ(dom.exit_code, 0) << dom.err;
  ASSERT_NE(dom.out.find("<main id=\"report\""), std::string::npos)
      << dom.out.substr(0, 500) << dom.err;
  // The report's own script ran and counted the marks in the live DOM.
  std::smatch counted;
  ASSERT_TRUE(std::regex_search(dom.out, counted, std::regex("data-highlighted-count=\"(\\d+)\"")))
      << "the report's script did not run\n"
      << dom.err;
  EXPECT_EQ(std::stoul(counted[1]), sample_.audited.findings.size());
  // No payload from the article, its title, URLs or messages ran (each would leave a mark).
  // (The payloads' own text, shown escaped, names data-pwned too, so look for the attribute.)
  EXPECT_FALSE(std::regex_search(dom.out, std::regex("<[^>]*\\sdata-pwned="))) << dom.out;
  EXPECT_NE(dom.out.find("<title>auditor report</title>"), std::string::npos);
  EXPECT_NE(dom.out.find("&lt;script&gt;alert(1)&lt;/script&gt;"), std::string::npos)
      << "shown as text";
  EXPECT_EQ(dom.err.find("Uncaught"), std::string::npos) << dom.err;
  EXPECT_EQ(dom.err.find(":CONSOLE"), std::string::npos) << dom.err;  // any console message
}

TEST_F(HtmlBrowser, ScreenshotIsANonEmptyPng) {
  fs::path shot = fs::path(AUDITOR_BINARY).parent_path() / "html_report_screenshot.png";
  fs::remove(shot);
  testing::CommandResult run =
      chromium({"--window-size=1200,900", "--screenshot=" + shot.string()});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  std::string png = testing::read_file(shot.string());
  ASSERT_GT(png.size(), 1000u) << run.err;
  EXPECT_EQ(png.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
}

}  // namespace
}  // namespace auditor
