// Figures compared by value across languages and notations.
#include "auditor/provenance/figures.h"

#include <gtest/gtest.h>

#include "tests/provenance/provenance_support.h"

namespace auditor::provenance {
namespace {

/// The first figure of a text that a provenance check compares.
analysis::NumericExpression figure(const std::string& text, const std::string& lang) {
  auto t = testing::analyze_text(text, lang);
  for (const auto& n : t.analysis.numbers) {
    if (is_checked_figure(n)) return n;
  }
  ADD_FAILURE() << "no figure in: " << text;
  return {};
}

TEST(Figures, TheSameAmountWrittenThreeWaysIsOneFigure) {
  auto pt = figure("A empresa vai investir US$ 50 bilhões na parceria.", "pt");
  auto en = figure("The company will invest $50 billion in the partnership.", "en");
  auto digits = figure("O acordo prevê US$ 50.000.000.000 em cinco anos.", "pt");
  EXPECT_TRUE(same_figure(pt, en, 0.005));
  EXPECT_TRUE(same_figure(pt, digits, 0.005));
}

TEST(Figures, ADifferentValueOrCurrencyIsAnotherFigure) {
  auto dollars = figure("A empresa vai investir US$ 50 bilhões na parceria.", "pt");
  EXPECT_FALSE(same_figure(dollars, figure("A empresa vai investir US$ 5 bilhões.", "pt"), 0.005));
  EXPECT_FALSE(same_figure(dollars, figure("A empresa vai investir R$ 50 bilhões.", "pt"), 0.005));
  EXPECT_TRUE(comparable_figures(dollars, figure("A empresa vai investir US$ 5 bilhões.", "pt")));
}

TEST(Figures, APercentageIsNotACount) {
  auto share = figure("O custo cai 50% com o novo chip.", "pt");
  auto count = figure("A fábrica tem 50 funcionários contratados.", "pt");
  EXPECT_FALSE(same_figure(share, count, 0.005));
  EXPECT_FALSE(comparable_figures(share, count));
}

}  // namespace
}  // namespace auditor::provenance
