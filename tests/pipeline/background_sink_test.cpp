// BackgroundSink: everything reaches the next sink in order, documents outlive the caller's copy,
// and end() returns only once the next sink has it all.
#include "auditor/pipeline/background_sink.h"

#include <gtest/gtest.h>

#include <chrono>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace auditor {
namespace {

/// Records what it receives, slowly, as SQLite would.
struct SlowRecorder : FindingSink {
  std::vector<std::string> events;
  void begin(const RunInfo& run) override { events.push_back("begin " + run.tool_version); }
  void document(const AuditedDocument& audited) override {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    events.push_back(audited.document->input + " " + audited.document->text + " " +
                     std::to_string(audited.findings.size()));
  }
  void failure(const InputFailure& failure) override { events.push_back("failure " + failure.input); }
  void end(const RunSummary& summary) override {
    events.push_back("end " + std::to_string(summary.documents));
  }
};

TEST(BackgroundSink, HandsEverythingOnInOrderAndEndWaitsForIt) {
  SlowRecorder recorder;
  pipeline::BackgroundSink sink(recorder, 4);  // a small queue: the caller must wait at times
  sink.begin(RunInfo{"v1", "", {}, "", {}});
  for (int i = 0; i < 20; ++i) {
    // The caller's document dies right after it is emitted, as in a batch.
    auto doc = std::make_unique<Document>();
    doc->input = "doc" + std::to_string(i);
    doc->text = "texto " + std::to_string(i);
    AuditedDocument audited;
    audited.document = doc.get();
    audited.findings.resize(static_cast<size_t>(i % 3));
    sink.document(audited);
    doc->text = "overwritten";
    if (i == 10) sink.failure(InputFailure{"broken.txt", Error{}});
  }
  sink.end(RunSummary{20, 1, 0, 0, 0, 0, 0});
  ASSERT_EQ(recorder.events.size(), 23u);
  EXPECT_EQ(recorder.events.front(), "begin v1");
  EXPECT_EQ(recorder.events[1], "doc0 texto 0 0");
  EXPECT_EQ(recorder.events[12], "failure broken.txt");
  EXPECT_EQ(recorder.events[21], "doc19 texto 19 1");
  EXPECT_EQ(recorder.events.back(), "end 20");
}

TEST(BackgroundSink, ARunLeftWithoutEndIsStillHandedOnWhenTheSinkGoes) {
  SlowRecorder recorder;
  {
    pipeline::BackgroundSink sink(recorder);
    sink.begin(RunInfo{"v2", "", {}, "", {}});
    sink.failure(InputFailure{"a.txt", Error{}});
  }
  EXPECT_EQ(recorder.events, (std::vector<std::string>{"begin v2", "failure a.txt"}));
}

}  // namespace
}  // namespace auditor
