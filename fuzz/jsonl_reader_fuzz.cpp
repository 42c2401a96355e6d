// libFuzzer target: the JSONL line reader (through a memory stream) and the record reader.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>

#include "auditor/ingest/jsonl_reader.h"
#include "fuzz/fuzz_checks.h"

namespace {
// A small line limit so the too-long path is reached by short inputs.
constexpr size_t kLineLimit = 4096;
constexpr size_t kMaxRecords = 16;
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace auditor;
  if (size == 0) return 0;
  std::string copy(reinterpret_cast<const char*>(data), size);
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> stream(fmemopen(copy.data(), copy.size(), "rb"),
                                                         &std::fclose);
  if (!stream) return 0;
  // The first byte splits the input between the head (already read) and the stream.
  size_t head_size = static_cast<unsigned char>(copy[0]) % 16;
  ingest::LineReader reader(stream.get(), copy.substr(0, std::min(head_size, copy.size())));
  if (head_size)
    std::fseek(stream.get(), static_cast<long>(std::min(head_size, copy.size())), SEEK_SET);
  ingest::ReadOptions options;
  options.max_bytes = kLineLimit;
  std::string line;
  size_t records = 0, last_line = 0;
  for (;;) {
    auto status = reader.next(line, kLineLimit);
    if (status == ingest::LineReader::Status::End || status == ingest::LineReader::Status::Error)
      break;
    fuzz::require(reader.line_number() == last_line + 1, "line numbers skip");
    last_line = reader.line_number();
    fuzz::require(line.size() <= kLineLimit, "a line longer than the limit");
    if (status == ingest::LineReader::Status::TooLong || records++ >= kMaxRecords) continue;
    fuzz::check_document(
        ingest::read_jsonl_record(line, "fuzz.jsonl", reader.line_number(), options));
  }
  fuzz::require(!std::ferror(stream.get()), "stream error");
  return 0;
}
