// Tests for input expansion, loading, decoding (encodings, binary, empty) and reader dispatch.
#include "auditor/ingest/input.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <random>

#include "tests/ingest/ingest_test_util.h"
#include "tests/support/test_support.h"

namespace auditor::ingest {
namespace {

namespace fs = std::filesystem;
using auditor::testing::block_texts;
using auditor::testing::temp_dir;
using auditor::testing::write_file;

std::vector<std::string> paths(const ExpandedInputs& e) {
  std::vector<std::string> out;
  for (const InputRef& in : e.inputs) out.push_back(in.path);
  return out;
}

// A folder whose permissions are restored on exit, so the temporary root can be removed.
struct LockedPath {
  std::string path;
  explicit LockedPath(std::string p) : path(std::move(p)) { chmod(path.c_str(), 0); }
  ~LockedPath() { chmod(path.c_str(), 0755); }
};

// ---- expand_inputs -------------------------------------------------------------------------

TEST(ExpandInputs, FoldersAreSearchedRecursivelySortedAndWithoutHiddenFiles) {
  std::string dir = temp_dir() + "/redacao";
  write_file(dir + "/b-economia.md", "# Economia\n");
  write_file(dir + "/a-politica.txt", "Política\n");
  write_file(dir + "/cidades/z-transito.TXT", "Trânsito\n");
  write_file(dir + "/cidades/foto.jpg", "\xFF\xD8\xFF");
  write_file(dir + "/pauta.html", "<p>não</p>");
  write_file(dir + "/.rascunho.md", "escondido\n");
  write_file(dir + "/.git/notas.txt", "escondido\n");
  ExpandedInputs e = expand_inputs({dir}, ReadOptions{});
  EXPECT_TRUE(e.errors.empty());
  EXPECT_EQ(paths(e), (std::vector<std::string>{dir + "/a-politica.txt", dir + "/b-economia.md",
                                                dir + "/cidades/z-transito.TXT",
                                                dir + "/pauta.html"}));
}

TEST(ExpandInputs, NamedFilesAndStandardInputAreKeptAsGiven) {
  std::string dir = temp_dir();
  write_file(dir + "/materia.html", "<p>texto</p>");
  write_file(dir + "/outra.txt", "texto");
  ExpandedInputs e = expand_inputs({dir + "/outra.txt", "-", dir + "/materia.html"}, ReadOptions{});
  EXPECT_TRUE(e.errors.empty());
  EXPECT_EQ(paths(e), (std::vector<std::string>{dir + "/outra.txt", "-", dir + "/materia.html"}));
}

TEST(ExpandInputs, CustomExtensions) {
  std::string dir = temp_dir() + "/custom";
  write_file(dir + "/a.md", "x");
  write_file(dir + "/b.rst", "x");
  ReadOptions options;
  options.extensions = {".rst"};
  EXPECT_EQ(paths(expand_inputs({dir}, options)), (std::vector<std::string>{dir + "/b.rst"}));
}

TEST(ExpandInputs, MissingPathIsNotFound) {
  std::string missing = temp_dir() + "/nao-existe.txt";
  ExpandedInputs e = expand_inputs({missing}, ReadOptions{});
  EXPECT_TRUE(e.inputs.empty());
  ASSERT_EQ(e.errors.size(), 1u);
  EXPECT_EQ(e.errors[0].code, ErrorCode::NotFound);
  EXPECT_EQ(e.errors[0].where, missing);
  EXPECT_EQ(e.errors[0].message, "no such file or folder");
}

TEST(ExpandInputs, FolderWithoutArticlesSaysWhatItLookedFor) {
  std::string dir = temp_dir() + "/vazia";
  write_file(dir + "/imagem.png", "\x89PNG");
  ExpandedInputs e = expand_inputs({dir}, ReadOptions{});
  ASSERT_EQ(e.errors.size(), 1u);
  EXPECT_EQ(e.errors[0].code, ErrorCode::NotFound);
  EXPECT_NE(e.errors[0].message.find(".md"), std::string::npos);
}

TEST(ExpandInputs, UnreadableSubfolderIsReportedAndTheRestRead) {
  if (geteuid() == 0) GTEST_SKIP() << "root reads folders whatever their permissions";
  std::string dir = temp_dir() + "/parcial";
  write_file(dir + "/ok.txt", "texto");
  write_file(dir + "/trancada/secreto.txt", "texto");
  LockedPath lock(dir + "/trancada");
  ExpandedInputs e = expand_inputs({dir}, ReadOptions{});
  EXPECT_EQ(paths(e), (std::vector<std::string>{dir + "/ok.txt"}));
  ASSERT_EQ(e.errors.size(), 1u);
  EXPECT_EQ(e.errors[0].code, ErrorCode::Unreadable);
  EXPECT_EQ(e.errors[0].where, dir + "/trancada");
  EXPECT_NE(e.errors[0].message.find("permission denied"), std::string::npos);
}

// ---- load_bytes ----------------------------------------------------------------------------

TEST(LoadBytes, ReadsAFileWhole) {
  std::string path = temp_dir() + "/materia.txt";
  write_file(path, std::string("Texto com \0 bytes", 17));
  Result<std::string> r = load_bytes(path, 1024);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->size(), 17u);
}

TEST(LoadBytes, MissingFile) {
  std::string path = temp_dir() + "/sumiu.txt";
  Result<std::string> r = load_bytes(path, 1024);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::NotFound);
  EXPECT_EQ(r.error().where, path);
  EXPECT_EQ(r.error().message, "no such file");
}

TEST(LoadBytes, UnreadableFileSaysPermissionDenied) {
  if (geteuid() == 0) GTEST_SKIP() << "root reads files whatever their permissions";
  std::string path = temp_dir() + "/privado.txt";
  write_file(path, "texto");
  LockedPath lock(path);
  Result<std::string> r = load_bytes(path, 1024);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::Unreadable);
  EXPECT_EQ(r.error().where, path);
  EXPECT_NE(r.error().message.find("permission denied"), std::string::npos);
}

TEST(LoadBytes, FolderWhereAFileIsExpected) {
  std::string dir = temp_dir();
  Result<std::string> r = load_bytes(dir, 1024);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::Unreadable);
  EXPECT_EQ(r.error().where, dir);
  EXPECT_NE(r.error().message.find("folder, not a file"), std::string::npos);
}

TEST(LoadBytes, TooLargeNamesSizeLimitAndOption) {
  std::string path = temp_dir() + "/enorme.txt";
  write_file(path, std::string(3 * 1024 * 1024, 'a'));
  Result<std::string> r = load_bytes(path, 2u << 20);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::TooLarge);
  EXPECT_EQ(r.error().where, path);
  EXPECT_NE(r.error().message.find("3 MB"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("2 MB limit"), std::string::npos) << r.error().message;
  EXPECT_NE(r.error().message.find("--max-size"), std::string::npos);
}

TEST(LoadBytes, ExactlyAtTheLimitIsAccepted) {
  std::string path = temp_dir() + "/justo.txt";
  write_file(path, std::string(100, 'a'));
  EXPECT_TRUE(load_bytes(path, 100).ok());
  EXPECT_FALSE(load_bytes(path, 99).ok());
}

// ---- decode_text ---------------------------------------------------------------------------

Result<std::string> decode(std::string_view bytes, std::vector<Diagnostic>& diagnostics) {
  return decode_text(bytes, "materia.txt", diagnostics);
}

TEST(DecodeText, EmptyFile) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode("", d);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::Empty);
  EXPECT_EQ(r.error().where, "materia.txt");
  EXPECT_EQ(r.error().message, "the file is empty");
  EXPECT_EQ(decode("\xEF\xBB\xBF", d).error().code, ErrorCode::Empty);  // a BOM and nothing else
}

TEST(DecodeText, WhiteSpaceOnlyIsEmpty) {
  std::vector<Diagnostic> d;
  for (std::string_view ws : {"  \n\t\r\n  ", "\xC2\xA0\n\xE3\x80\x80"}) {
    Result<std::string> r = decode(ws, d);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, ErrorCode::Empty);
    EXPECT_NE(r.error().message.find("the file is empty"), std::string::npos);
  }
}

TEST(DecodeText, NulBytesMeanBinary) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(std::string("Texto\0\0\x01\x02 mais", 14), d);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::Binary);
  EXPECT_EQ(r.error().message, "looks like a binary file, not text");
}

TEST(DecodeText, ManyControlCharactersMeanBinary) {
  std::string bytes;
  for (int i = 0; i < 200; ++i) bytes += (i % 4 == 0) ? '\x03' : 'a';
  std::vector<Diagnostic> d;
  EXPECT_EQ(decode(bytes, d).error().code, ErrorCode::Binary);
}

TEST(DecodeText, KnownBinaryFormatsAreNamed) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n", d);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::Binary);
  EXPECT_NE(r.error().message.find("PDF"), std::string::npos);
}

TEST(DecodeText, InvalidUtf8IsRepairedWithLineColumnAndOffset) {
  // Line 2, after "Pré " (4 code points, 5 bytes): a stray 0xFF, then a truncated sequence.
  std::string bytes =
      "Título ok\nPré \xFF"
      "dio \xE3\x81 fim\n";
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(bytes, d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r,
            "Título ok\nPré \xEF\xBF\xBD"
            "dio \xEF\xBF\xBD fim\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where, "materia.txt:2:5");
  EXPECT_NE(d[0].message.find("line 2, column 5"), std::string::npos) << d[0].message;
  EXPECT_NE(d[0].message.find("byte offset 16"), std::string::npos) << d[0].message;
  EXPECT_NE(d[0].message.find("3 bad bytes"), std::string::npos) << d[0].message;
}

TEST(DecodeText, ByteOffsetCountsTheBom) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(
      "\xEF\xBB\xBF"
      "Ação\xC3",
      d);
  ASSERT_TRUE(r.ok());
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where, "materia.txt:1:5");
  EXPECT_NE(d[0].message.find("byte offset 9"), std::string::npos) << d[0].message;
}

TEST(DecodeText, Windows1252IsDecoded) {
  // "Ação e “preço”" in windows-1252: no valid UTF-8 multi-byte sequence anywhere.
  std::vector<Diagnostic> d;
  Result<std::string> r = decode("A\xE7\xE3o e \x93pre\xE7o\x94 \x80 10", d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, "Ação e “preço” € 10");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where, "materia.txt");
  EXPECT_NE(d[0].message.find("not UTF-8; read as windows-1252"), std::string::npos);
}

TEST(DecodeText, MixedEncodingIsRepairedNotReinterpreted) {
  // Valid UTF-8 "ção" plus a stray latin-1 byte: the file is UTF-8 with damage.
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(
      "Situação ruim\nm\xE9"
      "dia",
      d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r,
            "Situação ruim\nm\xEF\xBF\xBD"
            "dia");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where, "materia.txt:2:2");
}

TEST(DecodeText, Utf8BomIsStripped) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode("\xEF\xBB\xBFManchete\n", d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, "Manchete\n");
  EXPECT_TRUE(d.empty());
}

TEST(DecodeText, Utf16WithBomIsConverted) {
  std::vector<Diagnostic> d;
  Result<std::string> le = decode(std::string("\xFF\xFE"
                                              "O\0l\0\xE1\0\n\0",
                                              10),
                                  d);
  ASSERT_TRUE(le.ok());
  EXPECT_EQ(*le, "Olá\n");
  Result<std::string> be = decode(std::string("\xFE\xFF\0O\0l\0\xE1\xD8\x3D\xDE\x00", 12), d);
  ASSERT_TRUE(be.ok());
  EXPECT_EQ(*be, "Olá\xF0\x9F\x98\x80");  // a surrogate pair: U+1F600
  EXPECT_TRUE(d.empty());
}

TEST(DecodeText, Utf16WithoutBomIsRecognised) {
  std::string bytes;
  for (char c : std::string("Prefeitura anuncia obras\n")) {
    bytes += c;
    bytes += '\0';
  }
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(bytes, d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, "Prefeitura anuncia obras\n");
}

TEST(DecodeText, Utf32IsRefusedClearly) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(std::string("\xFF\xFE\0\0O\0\0\0", 8), d);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().code, ErrorCode::InvalidEncoding);
  EXPECT_NE(r.error().message.find("UTF-8"), std::string::npos);
}

TEST(DecodeText, TextIsNormalizedToNfc) {
  std::vector<Diagnostic> d;
  Result<std::string> r = decode("Pre\xCC\x81mio", d);  // e + combining acute
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(*r, "Pr\xC3\xA9mio");
}

TEST(DecodeText, LateNulBytesAreReplacedNotRefused) {
  std::string bytes(9000, 'a');
  bytes += '\0';
  bytes += "b";
  std::vector<Diagnostic> d;
  Result<std::string> r = decode(bytes, d);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->substr(9000),
            "\xEF\xBF\xBD"
            "b");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].where, "materia.txt:1:9001");
}

TEST(DecodeText, NeverCrashesOnRandomBytes) {
  std::mt19937 rng(20240305);
  for (int i = 0; i < 400; ++i) {
    std::string bytes(rng() % 600, '\0');
    const bool mostly_text = i % 2 == 0;
    for (char& c : bytes) {
      unsigned v = rng();
      c = static_cast<char>(mostly_text && v % 8 ? " #*_[]()!<>`-\nabcdé1:|^&;"[v % 25] : v % 256);
    }
    std::vector<Diagnostic> d;
    for (const char* format : {"text", "markdown", "auto"}) {
      Result<Document> doc = read_document_from_memory(bytes, "aleatorio", format);
      if (!doc.ok()) continue;
      for (const Block& b : doc->blocks) {
        ASSERT_LE(b.span.end, doc->text.size());
        (void)doc->position(b.span.start);
      }
      for (const Link& l : doc->links) ASSERT_LE(l.anchor.end, doc->text.size());
    }
  }
}

// ---- read_document -------------------------------------------------------------------------

TEST(ReadDocument, PlainTextWithCrLf) {
  std::string path = temp_dir() + "/nota.txt";
  write_file(path, "Câmara aprova reforma\r\n\r\nA votação terminou às 23h.\r\n");
  Result<Document> doc = read_document({path}, ReadOptions{});
  ASSERT_TRUE(doc.ok());
  EXPECT_EQ(doc->input, path);
  EXPECT_EQ(doc->format, "text");
  EXPECT_EQ(doc->text, "Câmara aprova reforma\n\nA votação terminou às 23h.");
  EXPECT_EQ(doc->metadata.title, "Câmara aprova reforma");
  testing::expect_span_at(*doc, doc->blocks[1].span, 3, 1);
  testing::expect_exact_map(*doc);
}

TEST(ReadDocument, MarkdownByExtensionAndFormatOverride) {
  std::string path = temp_dir() + "/nota.markdown";
  write_file(path, "# Câmara aprova reforma\n\nA votação **terminou**.\n");
  Result<Document> md = read_document({path}, ReadOptions{});
  ASSERT_TRUE(md.ok());
  EXPECT_EQ(md->format, "markdown");
  EXPECT_EQ(md->text, "Câmara aprova reforma\n\nA votação terminou.");
  ReadOptions as_text;
  as_text.format = "text";
  Result<Document> txt = read_document({path}, as_text);
  ASSERT_TRUE(txt.ok());
  EXPECT_EQ(txt->format, "text");
  EXPECT_EQ(block_texts(*txt)[1], "A votação **terminou**.");
}

TEST(ReadDocument, UnknownFormatIsAUsageError) {
  std::string path = temp_dir() + "/nota.txt";
  write_file(path, "texto");
  ReadOptions options;
  options.format = "docx";
  Result<Document> doc = read_document({path}, options);
  ASSERT_FALSE(doc.ok());
  EXPECT_EQ(doc.error().code, ErrorCode::Usage);
}

TEST(ReadDocument, ErrorsCarryThePath) {
  std::string path = temp_dir() + "/vazio.md";
  write_file(path, "\n\n");
  Result<Document> doc = read_document({path}, ReadOptions{});
  ASSERT_FALSE(doc.ok());
  EXPECT_EQ(doc.error().code, ErrorCode::Empty);
  EXPECT_EQ(doc.error().to_string(), path + ": the file is empty (it holds only white space)");
}

TEST(ReadDocument, DecodingDiagnosticsComeFirst) {
  std::string path = temp_dir() + "/latin1.txt";
  write_file(path, "Reda\xE7\xE3o\n\nTexto da mat\xE9ria.\n");
  Result<Document> doc = read_document({path}, ReadOptions{});
  ASSERT_TRUE(doc.ok());
  ASSERT_FALSE(doc->diagnostics.empty());
  EXPECT_EQ(doc->diagnostics[0].where, path);
  EXPECT_EQ(doc->text, "Redação\n\nTexto da matéria.");
}

// Runs a body with standard input read from a file, then puts the real standard input back.
template <class F>
void with_stdin(const std::string& path, F body) {
  int saved = dup(STDIN_FILENO);
  int fd = open(path.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  dup2(fd, STDIN_FILENO);
  close(fd);
  clearerr(stdin);
  body();
  dup2(saved, STDIN_FILENO);
  close(saved);
  clearerr(stdin);
}

TEST(ReadDocument, StandardInputIsReadAndSniffed) {
  std::string path = temp_dir() + "/stdin.md";
  write_file(path, "# Manchete\n\nTexto com [fonte](https://fonte.org).\n");
  with_stdin(path, [] {
    Result<Document> doc = read_document({"-"}, ReadOptions{});
    ASSERT_TRUE(doc.ok());
    EXPECT_EQ(doc->input, "-");
    EXPECT_EQ(doc->format, "markdown");
    EXPECT_EQ(doc->text, "Manchete\n\nTexto com fonte.");
  });
  with_stdin(path, [] {
    Result<std::string> bytes = load_bytes("-", 10);
    ASSERT_FALSE(bytes.ok());
    EXPECT_EQ(bytes.error().code, ErrorCode::TooLarge);
    EXPECT_EQ(bytes.error().where, "standard input");
    EXPECT_NE(bytes.error().message.find("--max-size"), std::string::npos);
  });
}

TEST(ReadDocumentFromMemory, AutoSniffsMarkdown) {
  for (std::string_view md :
       {"# Título\n\nTexto.", "Veja [o relatório](https://x.org).", "Itens:\n\n- um\n- dois\n",
        "---\ntitle: X\n---\nTexto.", "Passos:\n\n1. abrir\n2. fechar\n"}) {
    Result<Document> doc = read_document_from_memory(md, "rascunho", "auto");
    ASSERT_TRUE(doc.ok());
    EXPECT_EQ(doc->format, "markdown") << md;
  }
  Result<Document> txt =
      read_document_from_memory("Manchete\n\nTexto corrido, sem marcação.", "rascunho", "auto");
  ASSERT_TRUE(txt.ok());
  EXPECT_EQ(txt->format, "text");
  EXPECT_EQ(txt->input, "rascunho");
}

TEST(ReadDocumentFromMemory, ExplicitFormat) {
  Result<Document> doc = read_document_from_memory("Texto com *ênfase*.", "cms:123", "markdown");
  ASSERT_TRUE(doc.ok());
  EXPECT_EQ(doc->text, "Texto com ênfase.");
  EXPECT_EQ(doc->input, "cms:123");
}

}  // namespace
}  // namespace auditor::ingest
