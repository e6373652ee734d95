import SimTranscript
import Testing

/// The changed words within changed lines, as `git diff --word-diff` and pytest mark them.
@Suite struct WordMarksTests {
  @Test func pairedLinesMarkTheWordsThatChanged() {
    let diff = [
      "--- a.t (expected)", "+++ a.t (actual)", "@@ -1,3 +1,3 @@",
      "   $ print a",
      "-  view a frame=0,0,10,99 alpha=0.5",
      "+  view a frame=0,0,10,10 alpha=0.25",
    ]
    #expect(WordMarks.ranges(in: diff) == [4: [23..<25, 32..<35], 5: [23..<25, 32..<36]])
    #expect(
      WordMarks.withGuides(diff).suffix(4) == [
        "-  view a frame=0,0,10,99 alpha=0.5",
        "?                      ^^       ^^^",
        "+  view a frame=0,0,10,10 alpha=0.25",
        "?                      ^^       ^^^^",
      ])
  }

  @Test func linesWithNothingInCommonHeadersAndUnpairedLinesAreLeftAlone() {
    let diff = [
      "--- view (expected)", "+++ view (actual)", "@@ -1,4 +1,3 @@",
      "-  1s", "+  0s",
      "-  gone entirely",
      " context",
      "+  only added",
    ]
    #expect(WordMarks.ranges(in: diff).isEmpty)
    #expect(WordMarks.withGuides(diff) == diff)
    // Lines sharing only punctuation stay whole.
    #expect(WordMarks.ranges(in: ["@@ -1 +1 @@", "-  a=1", "+  b=2"]).isEmpty)
    // Two removals then two additions pair in order; a picture line after the diff ends it.
    let runs = [
      "@@ -1,2 +1,2 @@", "-  a 1", "-  b 2", "+  a 3", "+  b 4",
      "picture tip.svg differs: s-tip: fill red -> blue", "-  not in a hunk", "+  not in one",
    ]
    #expect(WordMarks.ranges(in: runs) == [1: [5..<6], 2: [5..<6], 3: [5..<6], 4: [5..<6]])
  }

  /// Marking compares words in time that grows with the product of the lines' words: a
  /// line of more than a thousand words (a scene's `dump`) is left as it is.
  @Test func longLinesAreLeftUnmarked() {
    let words = (0..<300).map { "w\($0)" }.joined(separator: " ")
    let short = ["@@ -1 +1 @@", "-  " + words + " x", "+  " + words + " y"]
    #expect(WordMarks.ranges(in: short).count == 2)
    let long = short.map { $0.replacing("w", with: "v w") }
    #expect(WordMarks.ranges(in: long).isEmpty)
  }

  @Test func guidesAreAsWideAsTheTextShows() {
    let diff = ["@@ -1 +1 @@", "-  label 東京 x", "+  label 東京 y"]
    #expect(WordMarks.withGuides(diff)[2] == "?             ^")
  }
}
