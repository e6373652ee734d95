/// What scenesim and the live page's server (`scenesim-view`) say to each other over the
/// server's standard input and output, one message a line:
///
///     from scenesim:  S {state}        the page's state after a command (viewState)
///                     F ID {frame}     the answer to frame request ID (viewFrame)
///                     X ID "message"   frame request ID failed
///                     R ID {result}    what command ID printed: {"output":[...],
///                                      "error":"..." or null}
///                     W ID {"words":[...]}  the completions of line ID
///     to scenesim:    L PORT TOKEN V   listening on 127.0.0.1:PORT; pages need TOKEN; V is
///                                      ``version``
///                     F ID MICROS      the page asks for the scene at that virtual time
///                     C ID LINE        the page asks to run LINE as if typed (never
///                                      from a server started with --read-only)
///                     P ID LINE        the page asks what Tab offers after LINE
///                     E message        it could not start
///
/// Both programs are built from this one declaration, so that scenesim can refuse a server
/// built from other sources rather than misunderstand it.
public enum LivePageProtocol {
  /// The version of the messages above.
  public static let version = "3"
}
