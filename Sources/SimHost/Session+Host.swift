import SimCommands
import SimComponents

extension Session {
  /// A session that reads and writes real files (relative to the working directory) and
  /// draws for the real terminal, as the scenesim program's own.
  public static func forProgram() -> Session {
    var session = Session()
    session.readFile = Platform.fileReader(relativeTo: nil)
    (session.writeFile, session.appendFile) = Platform.fileWriterAndAppender()
    session.terminal = Platform.terminal
    return session
  }
}
