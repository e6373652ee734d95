import SimCommands
import SimComponents
import Testing

@testable import SimHost

@Suite struct ProtocolTests {
  private func answers(_ lines: [String]) -> [String] {
    var server = ProtocolServer(session: Session())
    return lines.compactMap { server.answer(Array($0.utf8)) }
  }

  @Test func lineRunsAndAnswersWithOutputAndTime() {
    #expect(
      answers([
        #"{"id": 1, "line": "view add a frame 0,0,10,10 color red"}"#,
        #"{"id": "two", "line": "view animate a duration 0.5 alpha 0"}"#,
        #"{"id": [3], "line": "settle"}"#,
      ]) == [
        #"{"id":1,"ok":true,"output":[],"time":0}"#,
        #"{"id":"two","ok":true,"output":[],"time":0}"#,
        #"{"id":[3],"ok":true,"output":["[0.5s] a: completion(animation: 1, finished: true)","settled at 0.5s"],"time":0.5}"#,
      ])
  }

  @Test func failingLineNamesTheColumnAndChangesNothing() {
    var server = ProtocolServer(session: Session())
    _ = server.answer(Array(#"{"id":1,"line":"view add a frame 0,0,10,10"}"#.utf8))
    let before = server.session.scene.frameStates()
    let answer = server.answer(Array(#"{"id":2,"line":"view add b frame 0,0,1 in a"}"#.utf8))
    #expect(answer?.hasPrefix(#"{"id":2,"ok":false,"output":[],"error":{"message":"#) == true)
    #expect(answer?.contains(#""column":18"#) == true)
    #expect(server.session.scene.frameStates() == before)
  }

  @Test func completionListsTheWordsAndWhetherFilesFit() {
    #expect(
      answers([#"{"id":1,"complete":"view ad"}"#, #"{"id":2,"complete":"render svg "}"#]) == [
        #"{"id":1,"ok":true,"completions":["add"],"files":false}"#,
        #"{"id":2,"ok":true,"completions":[],"files":true}"#,
      ])
  }

  @Test func badRequestsAreAnsweredAndTheServerGoesOn() {
    #expect(
      answers([
        "not json", "", "   ", "[1,2]", #"{"id":5}"#, #"{"id":6,"line":3}"#,
        #"{"id":7,"line":"time","complete":"t"}"#, #"{"id":8,"line":"a\nb"}"#,
        #"{"id":9,"line":"time"}"#,
      ]) == [
        #"{"id":null,"ok":false,"error":{"message":"not valid JSON","column":null}}"#,
        #"{"id":null,"ok":false,"error":{"message":"a request is a JSON object","column":null}}"#,
        #"{"id":5,"ok":false,"error":{"message":"a request needs \"line\" or \"complete\"","column":null}}"#,
        #"{"id":6,"ok":false,"error":{"message":"\"line\" and \"complete\" take a string","column":null}}"#,
        #"{"id":7,"ok":false,"error":{"message":"a request has \"line\" or \"complete\", not both","column":null}}"#,
        #"{"id":8,"ok":false,"output":[],"error":{"message":"a line holds one command: no line breaks","column":2},"time":0}"#,
        #"{"id":9,"ok":true,"output":["0s"],"time":0}"#,
      ])
  }

  @Test func quitEndsTheConversation() {
    var server = ProtocolServer(session: Session())
    #expect(
      server.answer(Array(#"{"id":1,"line":"quit"}"#.utf8))
        == #"{"id":1,"ok":true,"output":[],"time":0,"quit":true}"#)
    #expect(server.finished)
  }

  @Test func stringsAreEscaped() {
    #expect(JSONValue.string("a\"b\\c\n\u{1}é").text == #""a\"b\\c\n\u0001é""#)
    #expect(
      (try? JSONValue.parse(Array(#"{"b":[true,null,1.5,-2]}"#.utf8)))?.text
        == #"{"b":[true,null,1.5,-2]}"#)
  }
}
