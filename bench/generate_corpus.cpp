// Writes N synthetic articles (alternating Portuguese and English, ~SIZE bytes) into a folder,
// for whole-run timing with bench/run_check.sh.
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "bench/article_generator.h"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: generate_corpus FOLDER COUNT [SIZE_BYTES]\n";
    return 2;
  }
  std::filesystem::path dir = argv[1];
  size_t count = std::stoul(argv[2]);
  size_t size = argc > 3 ? std::stoul(argv[3]) : 5000;
  std::filesystem::create_directories(dir);
  auditor::bench::ArticleGenerator gen(1234);
  for (size_t i = 0; i < count; ++i) {
    char name[48];
    std::snprintf(name, sizeof name, "article-%06zu.txt", i);
    std::ofstream out(dir / name, std::ios::binary);
    out << (i % 2 ? gen.english(size) : gen.portuguese(size));
  }
  return 0;
}
