// Tests of the record readers' edges: sniffing, the bounded line reader, JSONL and feed errors,
// XHTML and its fallback, and the ordered batch over a record stream.
#include "auditor/ingest/record_source.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <memory>

#include "auditor/ingest/feed_reader.h"
#include "auditor/ingest/jsonl_reader.h"
#include "auditor/ingest/xhtml_reader.h"
#include "auditor/pipeline/batch.h"
#include "tests/ingest/ingest_test_util.h"
#include "tests/support/test_support.h"

namespace auditor::ingest {
namespace {

using auditor::testing::block_texts;
using auditor::testing::temp_dir;
using auditor::testing::write_file;

// ---- sniffing ----------------------------------------------------------------------------

TEST(SniffInputKind, ExtensionsDecideAndContentDecidesTheAmbiguousOnes) {
  EXPECT_EQ(sniff_input_kind("a.jsonl", "", "auto"), InputKind::Jsonl);
  EXPECT_EQ(sniff_input_kind("a.NDJSON", "", "auto"), InputKind::Jsonl);
  EXPECT_EQ(sniff_input_kind("a.rss", "", "auto"), InputKind::Feed);
  EXPECT_EQ(sniff_input_kind("a.atom", "", "auto"), InputKind::Feed);
  EXPECT_EQ(sniff_input_kind("a.xhtml", "", "auto"), InputKind::Xhtml);
  // A named article format is never second-guessed, whatever the bytes.
  EXPECT_EQ(sniff_input_kind("a.txt", "{\"text\": \"x\"}\n", "auto"), InputKind::Article);
  EXPECT_EQ(sniff_input_kind("a.html", "<rss>", "auto"), InputKind::Article);
  const std::string prolog = "\xEF\xBB\xBF<?xml version=\"1.0\"?>\n<!-- gerado -->\n";
  EXPECT_EQ(sniff_input_kind("a.xml", prolog + "<rss version=\"2.0\">", "auto"), InputKind::Feed);
  EXPECT_EQ(sniff_input_kind("a.xml", prolog + "<feed xmlns=\"x\">", "auto"), InputKind::Feed);
  EXPECT_EQ(sniff_input_kind("a.xml", prolog + "<rdf:RDF>", "auto"), InputKind::Feed);
  EXPECT_EQ(sniff_input_kind("a.xml", prolog + "<urlset>", "auto"), InputKind::Sitemap);
  EXPECT_EQ(sniff_input_kind("a.xml", "<sitemapindex>", "auto"), InputKind::Sitemap);
  EXPECT_EQ(sniff_input_kind("a.xml", "<!DOCTYPE html [ <!ENTITY x 'y'> ]><html>", "auto"),
            InputKind::Xhtml);
  EXPECT_EQ(sniff_input_kind("a.xml", "<config/>", "auto"), InputKind::UnknownXml);
  EXPECT_EQ(sniff_input_kind("-", "{\"id\": 1, \"text\": \"a\"}\n{\"id\": 2}\n", "auto"),
            InputKind::Jsonl);
  EXPECT_EQ(sniff_input_kind("dump", "\n\n{\"text\": \"a\"}", "auto"), InputKind::Jsonl);
  // Pretty-printed JSON opens with a lone brace: not one record a line.
  EXPECT_EQ(sniff_input_kind("a.json", "{\n  \"text\": \"a\"\n}\n", "auto"), InputKind::Article);
  EXPECT_EQ(sniff_input_kind("-", "Uma matéria em texto.\n", "auto"), InputKind::Article);
  EXPECT_EQ(sniff_input_kind("-", "<!doctype html><html>", "auto"), InputKind::Article);
  EXPECT_EQ(sniff_input_kind("a.txt", "", "jsonl"), InputKind::Jsonl);
  EXPECT_EQ(sniff_input_kind("a.jsonl", "", "text"), InputKind::Article);
}

// ---- LineReader --------------------------------------------------------------------------

struct MemoryFile {
  std::string bytes;
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> file{nullptr, &std::fclose};
  explicit MemoryFile(std::string b) : bytes(std::move(b)) {
    file.reset(fmemopen(bytes.data(), bytes.size(), "rb"));
  }
};

TEST(LineReader, SplitsLinesStripsCrAndKeepsALastLineWithoutNewline) {
  MemoryFile m("um\r\ndois\n\ntrês");
  LineReader reader(m.file.get());
  std::string line;
  std::vector<std::string> lines;
  while (reader.next(line, 100) == LineReader::Status::Line) lines.push_back(line);
  EXPECT_EQ(lines, (std::vector<std::string>{"um", "dois", "", "três"}));
  EXPECT_EQ(reader.line_number(), 4u);
}

TEST(LineReader, SkipsATooLongLineAndCarriesOn) {
  std::string big(300000, 'x');  // longer than the reader's chunk, so it spans reads
  MemoryFile m("curta\n" + big + "\noutra\n");
  LineReader reader(m.file.get());
  std::string line;
  EXPECT_EQ(reader.next(line, 1000), LineReader::Status::Line);
  EXPECT_EQ(reader.next(line, 1000), LineReader::Status::TooLong);
  EXPECT_EQ(reader.line_number(), 2u);
  EXPECT_EQ(reader.last_length(), big.size());
  EXPECT_TRUE(line.empty());
  EXPECT_EQ(reader.next(line, 1000), LineReader::Status::Line);
  EXPECT_EQ(line, "outra");
  EXPECT_EQ(reader.line_number(), 3u);
  EXPECT_EQ(reader.next(line, 1000), LineReader::Status::End);
}

TEST(LineReader, ReadsBytesAlreadyTakenFromTheStreamFirst) {
  MemoryFile m("ta\nterceira\n");
  LineReader reader(m.file.get(), "primeira\nsegunda-par");
  std::string line;
  std::vector<std::string> lines;
  while (reader.next(line, 100) == LineReader::Status::Line) lines.push_back(line);
  EXPECT_EQ(lines, (std::vector<std::string>{"primeira", "segunda-parta", "terceira"}));
}

// ---- JSONL records -----------------------------------------------------------------------

TEST(JsonlRecord, BadInputNamesFileLineAndProblem) {
  ReadOptions options;
  auto err = [&](std::string_view line) {
    Result<Document> doc = read_jsonl_record(line, "dump.jsonl", 17, options);
    EXPECT_FALSE(doc.ok()) << line;
    return doc.ok() ? Error{} : doc.error();
  };
  Error bad = err("{\"text\": \"a\",}");
  EXPECT_EQ(bad.where, "dump.jsonl:17:14");
  EXPECT_NE(bad.message.find("not valid JSON"), std::string::npos) << bad.message;
  EXPECT_EQ(err("{\"title\": \"só título\"}").where, "dump.jsonl:17");
  EXPECT_NE(err("{\"title\": \"t\"}").message.find("\"text\" or \"html\""), std::string::npos);
  EXPECT_NE(err("{\"html\": [1]}").message.find("\"html\" field is an array"), std::string::npos);
  EXPECT_NE(err("\"texto solto\"").message.find("not a JSON object"), std::string::npos);
  EXPECT_NE(err("{\"text\": \"   \"}").message.find("only white space"), std::string::npos);
  std::string deep = std::string(200, '[') + std::string(200, ']');
  EXPECT_NE(err("{\"x\": " + deep + "}").message.find("levels deep"), std::string::npos);
  options.max_bytes = 10;
  EXPECT_EQ(err("{\"text\": \"um texto longo\"}").code, ErrorCode::TooLarge);
}

TEST(JsonlRecord, NamesByIdOrLineAndRepairsBadUtf8) {
  ReadOptions options;
  Result<Document> by_id =
      read_jsonl_record("{\"id\": 42, \"text\": \"Um parágrafo.\"}", "d.jsonl", 3, options);
  ASSERT_TRUE(by_id.ok()) << by_id.error().to_string();
  EXPECT_EQ(by_id->input, "d.jsonl#42");
  Result<Document> spaced =
      read_jsonl_record("{\"id\": \"a b\", \"text\": \"Um parágrafo.\"}", "d.jsonl", 4, options);
  ASSERT_TRUE(spaced.ok());
  EXPECT_EQ(spaced->input, "d.jsonl:4");
  Result<Document> latin =
      read_jsonl_record("{\"text\": \"Cora\xE7\xE3o da cidade.\"}", "d.jsonl", 5, options);
  ASSERT_TRUE(latin.ok()) << latin.error().to_string();
  EXPECT_EQ(latin->text, "Cora\xEF\xBF\xBD\xEF\xBF\xBDo da cidade.");
  ASSERT_FALSE(latin->diagnostics.empty());
  EXPECT_EQ(latin->diagnostics[0].where, "d.jsonl:5");
}

// The column of `needle` in a one-line string, counted in code points from 1.
uint32_t column_in(std::string_view line, std::string_view needle) {
  size_t at = line.find(needle);
  uint32_t column = 1;
  for (size_t i = 0; i < at && i < line.size(); ++i)
    column += (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80;
  return column;
}

TEST(JsonlRecord, PositionsAreTheRecordsLineAndTheColumnInItThroughEscapes) {
  // Escapes of every kind before the words: quotes, a backslash, \u accents, a surrogate pair.
  const std::string line =
      "{\"id\": \"r1\", \"title\": \"Ponte \\u00e9 reaberta\", \"text\": \"Ponte \\u00e9 "
      "reaberta\\n\\n"
      "O prefeito disse \\\"j\\u00e1 era hora\\\" \\\\ \\ud83d\\ude00 e a obra custou R$ 3 "
      "milh\\u00f5es.\"}";
  Result<Document> doc = read_jsonl_record(line, "d.jsonl", 9, ReadOptions{});
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  ASSERT_EQ(doc->blocks.size(), 2u);  // the text opens with the title: no second copy
  EXPECT_EQ(doc->blocks[0].kind, BlockKind::Title);
  size_t costs = doc->text.find("e a obra custou");
  ASSERT_NE(costs, std::string::npos);
  EXPECT_EQ(doc->position(static_cast<uint32_t>(costs)),
            (Position{9, column_in(line, "e a obra custou")}));
  // The text's first block is the title, at the "text" field (the first "Ponte" is the title's).
  EXPECT_EQ(doc->position(doc->blocks[0].span.start),
            (Position{9, column_in(line, "Ponte \\u00e9 reaberta\\n")}));
  // A title the text does not open with comes first, pointing at the "title" field.
  const std::string titled_line =
      "{\"text\": \"A obra custou R$ 3 milh\\u00f5es.\", \"title\": \"Obra da ponte termina\"}";
  Result<Document> titled = read_jsonl_record(titled_line, "d.jsonl", 4, ReadOptions{});
  ASSERT_TRUE(titled.ok());
  EXPECT_EQ(block_texts(*titled),
            (std::vector<std::string>{"Obra da ponte termina", "A obra custou R$ 3 milhões."}));
  EXPECT_EQ(titled->blocks[0].kind, BlockKind::Title);
  EXPECT_EQ(titled->position(titled->blocks[0].span.start),
            (Position{4, column_in(titled_line, "Obra da")}));
}

// Block kinds and texts of a record read from one JSONL line.
std::vector<std::string> kinds_and_texts(const std::string& line) {
  Result<Document> doc = read_jsonl_record(line, "d.jsonl", 1, ReadOptions{});
  if (!doc.ok()) return {doc.error().to_string()};
  std::vector<std::string> out;
  for (const Block& b : doc->blocks)
    out.push_back(std::string(to_string(b.kind)) + ": " + std::string(doc->view(b.span)));
  return out;
}

TEST(JsonlRecord, TheTitleOpensTheTextOnceWhateverTheBodyOpensWith) {
  const std::string title = "\"title\": \"Ferry fares to rise in June\", ";
  const std::string body = "<p>Fares on the island route will rise by 8 percent from June.</p>";
  using V = std::vector<std::string>;
  const std::string rise = "paragraph: Fares on the island route will rise by 8 percent from June.";
  // The page's own headline, with the site's name or in other case and punctuation: not repeated.
  EXPECT_EQ(kinds_and_texts("{" + title + "\"html\": \"<h1>Ferry Fares To Rise In June!</h1>" +
                            body + "\"}"),
            (V{"title: Ferry Fares To Rise In June!", rise}));
  EXPECT_EQ(kinds_and_texts("{" + title +
                            "\"html\": \"<html><head><title>Ferry fares to rise in June | The "
                            "Harbour Courier</title></head><body>" +
                            body + "</body></html>\"}"),
            (V{"title: Ferry fares to rise in June", rise}));  // the reader cut the site's name
  // Another headline stays, as a heading under the record's.
  EXPECT_EQ(
      kinds_and_texts("{" + title + "\"html\": \"<h1>Operator confirms rise</h1>" + body + "\"}"),
      (V{"title: Ferry fares to rise in June", "heading: Operator confirms rise", rise}));
  // A text body: its first line repeats the title, or the title comes first.
  EXPECT_EQ(kinds_and_texts("{" + title +
                            "\"text\": \"Ferry fares to rise in June.\\n\\nFares will rise.\"}"),
            (V{"title: Ferry fares to rise in June.", "paragraph: Fares will rise."}));
  EXPECT_EQ(kinds_and_texts("{" + title + "\"text\": \"Fares will rise.\\n\\nBy 8 percent.\"}"),
            (V{"title: Ferry fares to rise in June", "paragraph: Fares will rise.",
               "paragraph: By 8 percent."}));
}

TEST(RecordStream, JsonlDumpStreamsRecordsAndReportsLongLines) {
  std::string dir = temp_dir();
  std::string dump;
  for (int i = 1; i <= 5; ++i) {
    dump += "{\"id\": \"n" + std::to_string(i) + "\", \"text\": \"Notícia número " +
            std::to_string(i) + ".\"}\n";
    if (i == 2) dump += "{\"id\": \"grande\", \"text\": \"" + std::string(5000, 'a') + "\"}\n";
  }
  write_file(dir + "/d.jsonl", dump);
  ReadOptions options;
  options.max_bytes = 1000;
  RecordStream stream({{dir + "/d.jsonl"}}, options);
  std::vector<std::string> names;
  while (auto record = stream.next()) {
    Result<Document> doc = record->read();
    names.push_back(doc.ok() ? doc->input.substr(dir.size() + 1)
                             : "error " + doc.error().where.substr(dir.size() + 1));
  }
  EXPECT_EQ(names, (std::vector<std::string>{"d.jsonl#n1", "d.jsonl#n2", "error d.jsonl:3",
                                             "d.jsonl#n3", "d.jsonl#n4", "d.jsonl#n5"}));
}

TEST(RecordStream, ContainerFilesAreRefusedByReadDocument) {
  std::string dir = temp_dir();
  write_file(dir + "/d.jsonl", "{\"text\": \"a\"}\n");
  Result<Document> doc = read_document({dir + "/d.jsonl"}, ReadOptions{});
  ASSERT_FALSE(doc.ok());
  EXPECT_NE(doc.error().message.find("auditor check"), std::string::npos);
}

// ---- feeds -------------------------------------------------------------------------------

TEST(Feed, ErrorsNameLineAndColumnOrTheRootElement) {
  Result<Feed> broken = parse_feed("<rss>\n<channel>\n<item></channel></rss>", "f.xml");
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().where.rfind("f.xml:3:", 0), 0u) << broken.error().where;
  EXPECT_NE(broken.error().message.find("not well-formed"), std::string::npos);
  Result<Feed> other = parse_feed("<opml><body/></opml>", "f.xml");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(other.error().message.find("<opml>"), std::string::npos);
}

TEST(Feed, AnItemWithoutTextPointsAtItsLink) {
  Result<Feed> feed = parse_feed(
      "<rss><channel><item><title>T</title><link>https://a.example/x</link></item>"
      "</channel></rss>",
      "f.xml");
  ASSERT_TRUE(feed.ok());
  ASSERT_EQ(feed->items.size(), 1u);
  Result<Document> doc = read_feed_item(feed->items[0], "f.xml:1", "f.xml");
  ASSERT_FALSE(doc.ok());
  EXPECT_EQ(doc.error().where, "f.xml:1");
  EXPECT_NE(doc.error().message.find("https://a.example/x"), std::string::npos);
}

TEST(Feed, Latin1FeedsAreDecodedByTheirDeclaration) {
  Result<Feed> feed = parse_feed(
      "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><rss><channel><item><title>Cora\xE7\xE3o"
      "</title><description>Na\xE7\xE3o em festa.</description></item></channel></rss>",
      "f.xml");
  ASSERT_TRUE(feed.ok()) << feed.error().to_string();
  EXPECT_EQ(feed->items[0].title, "Coração");
  Result<Document> doc = read_feed_item(feed->items[0], "f.xml:1", "f.xml");
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  // The item's title opens the text as its headline.
  EXPECT_EQ(doc->text, "Coração\n\nNação em festa.");
  ASSERT_EQ(doc->blocks.size(), 2u);
  EXPECT_EQ(doc->blocks[0].kind, BlockKind::Title);
}

TEST(Feed, PositionsCountFromTheFeedFileThroughCrLfAndEntities) {
  const std::string xml =
      "<?xml version=\"1.0\"?>\r\n<rss><channel>\r\n<item>\r\n"
      "<title>Chuva &amp; vento\r\n  derrubam &#225;rvores</title>\r\n"
      "<description><![CDATA[<p>Primeiro par\xC3\xA1grafo.</p>\r\n<p>Segundo.</p>]]>"
      "</description>\r\n</item>\r\n</channel></rss>\r\n";
  Result<Feed> feed = parse_feed(xml, "f.xml");
  ASSERT_TRUE(feed.ok()) << feed.error().to_string();
  Result<Document> doc = read_feed_item(feed->items[0], "f.xml:3", "f.xml");
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  EXPECT_EQ(block_texts(*doc), (std::vector<std::string>{"Chuva & vento derrubam árvores",
                                                         "Primeiro parágrafo.", "Segundo."}));
  auto at = [&](std::string_view words) {
    return doc->position(static_cast<uint32_t>(doc->text.find(words)));
  };
  EXPECT_EQ(at("Chuva"), (Position{4, 8}));
  EXPECT_EQ(at("vento"), (Position{4, 20}));
  EXPECT_EQ(at("derrubam"), (Position{5, 3}));
  EXPECT_EQ(at("árvores"), (Position{5, 12}));
  EXPECT_EQ(at("Primeiro"), (Position{6, 26}));
  EXPECT_EQ(at("Segundo"), (Position{7, 4}));
}

// ---- XHTML -------------------------------------------------------------------------------

TEST(Xhtml, SelfClosingElementsAndCdataMeanWhatXmlSays) {
  // HTML5 would read <div/> as an open div swallowing the paragraph after it.
  std::string page =
      "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><body><article>"
      "<p>Primeiro parágrafo da matéria, com texto bastante para contar.</p><div class=\"x\"/>"
      "<p><![CDATA[Lucros & perdas]]> do trimestre.</p></article></body></html>";
  Result<Document> doc = read_xhtml(page, "p.xhtml");
  ASSERT_TRUE(doc.ok()) << doc.error().to_string();
  EXPECT_EQ(doc->format, "xhtml");
  EXPECT_EQ(block_texts(*doc), (std::vector<std::string>{
                                   "Primeiro parágrafo da matéria, com texto bastante para contar.",
                                   "Lucros & perdas do trimestre."}));
  EXPECT_TRUE(doc->diagnostics.empty());
  auditor::testing::expect_span_at(*doc, doc->blocks[1].span, 1, 177);
}

TEST(Xhtml, FallsBackToTheHtmlReaderWithANote) {
  Result<Document> broken = read_xhtml(
      "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Texto <b>sem fechar</p></body></html>",
      "p.xhtml");
  ASSERT_TRUE(broken.ok());
  EXPECT_EQ(broken->format, "html");
  ASSERT_FALSE(broken->diagnostics.empty());
  EXPECT_NE(broken->diagnostics[0].message.find("not well-formed XML"), std::string::npos);
  Result<Document> entity = read_xhtml(
      "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Dois&nbsp;mil</p></body></html>",
      "p.xhtml");
  ASSERT_TRUE(entity.ok());
  EXPECT_EQ(entity->format, "html");
  EXPECT_EQ(entity->text, "Dois mil");  // the HTML reader reads the entity, as browsers do
}

// ---- batch -------------------------------------------------------------------------------

/// Keeps the order in which names and failures reached the sink.
class OrderSink : public FindingSink {
 public:
  std::vector<std::string> seen;
  void document(const AuditedDocument& audited) override {
    seen.push_back(audited.document->input);
  }
  void failure(const InputFailure& failure) override { seen.push_back("! " + failure.input); }
};

TEST(Batch, RecordsOfManyInputsArriveInOrderWhateverTheJobs) {
  std::string dir = temp_dir();
  std::string dump;
  for (int i = 1; i <= 150; ++i) {
    dump += i % 37 == 0 ? "{quebrado\n"
                        : "{\"id\": \"r" + std::to_string(i) +
                              "\", \"text\": \"A prefeitura anunciou a obra " + std::to_string(i) +
                              " nesta semana.\"}\n";
  }
  write_file(dir + "/d.jsonl", dump);
  write_file(dir + "/a.txt", "Uma matéria avulsa.\n");
  pipeline::AuditOptions options;
  options.rules_dir = auditor::testing::repo_path("rules");
  options.language = "pt";
  Result<pipeline::Auditor> auditor = pipeline::Auditor::create(options);
  ASSERT_TRUE(auditor.ok()) << auditor.error().to_string();
  std::vector<InputRef> inputs{{dir + "/a.txt"}, {dir + "/d.jsonl"}, {dir + "/a.txt"}};
  std::vector<std::vector<std::string>> runs;
  for (unsigned jobs : {1u, 2u, 5u}) {
    OrderSink sink;
    pipeline::BatchOptions batch;
    batch.jobs = jobs;
    RunSummary summary = pipeline::run_batch(*auditor, inputs, batch, sink);
    EXPECT_EQ(summary.documents, 2u + 146u);
    EXPECT_EQ(summary.failures, 4u);
    runs.push_back(sink.seen);
  }
  ASSERT_EQ(runs[0].size(), 152u);
  EXPECT_EQ(runs[0][0], dir + "/a.txt");
  EXPECT_EQ(runs[0][1], dir + "/d.jsonl#r1");
  EXPECT_EQ(runs[0][37], "! " + dir + "/d.jsonl:37");
  EXPECT_EQ(runs[0][151], dir + "/a.txt");
  EXPECT_EQ(runs[0], runs[1]);
  EXPECT_EQ(runs[0], runs[2]);
}

}  // namespace
}  // namespace auditor::ingest
