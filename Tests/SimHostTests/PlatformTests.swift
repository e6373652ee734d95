import SimCommands
import Testing

@testable import SimHost

@Suite struct PlatformTests {
  private let folder = "/tmp/scenesim-host-tests-\(getpid())"

  @Test func writeReadAndKinds() throws {
    let path = folder + "/a/b/file.txt"
    try Platform.write("one\r\ntwo", to: path, makingFolders: true, atomically: true)
    #expect(Platform.kind(of: path) == .file)
    #expect(Platform.kind(of: folder + "/a") == .folder)
    #expect(Platform.kind(of: folder + "/none") == .missing)
    #expect(try Platform.readText(path) == "one\r\ntwo")
    #expect(decodeLines(try Platform.readBytes(path)) == ["one", "two"])
    #expect(throws: PlatformError.self) { try Platform.readBytes(folder + "/a") }
    Platform.remove(path)
    #expect(!Platform.exists(path))
  }

  @Test func writeErrorsSayWhy() {
    #expect(throws: PlatformError.self) { try Platform.write("x", to: "/dev/full") }
    do {
      try Platform.write("x", to: "/dev/full")
    } catch {
      #expect("\(error)" == "cannot write /dev/full: no space left on device")
    }
    do {
      try Platform.write("x", to: "/tmp")
    } catch {
      #expect("\(error)" == "cannot write /tmp: is a directory")
    }
  }

  @Test func transcriptFilesAreFoundRecursivelyAndSorted() throws {
    let root = folder + "/suite"
    for name in ["b.t", "a/z.t", "a/y.txt", "c/d/e.t"] {
      try Platform.write("  $ time\n  0s\n", to: root + "/" + name, makingFolders: true)
    }
    #expect(
      try Suite.transcriptFiles(at: root) == [
        root + "/a/z.t", root + "/b.t", root + "/c/d/e.t",
      ])
  }

  @Test func linkedFoldersAreNotEnteredButLinkedFilesCount() throws {
    let root = folder + "/links"
    try Platform.write("  $ time\n  0s\n", to: root + "/a.t", makingFolders: true)
    symlink(".", root + "/self")
    symlink(root + "/a.t", root + "/b.t")
    #expect(try Suite.transcriptFiles(at: root) == [root + "/a.t", root + "/b.t"])
  }

  @Test func atomicWritesKeepTheModeAndLeaveNoCopy() throws {
    let path = folder + "/mode/kept.t"
    try Platform.write("one", to: path, makingFolders: true)
    chmod(path, 0o600)
    try Platform.write("two", to: path, atomically: true)
    var info = stat()
    stat(path, &info)
    #expect(info.st_mode & 0o777 == 0o600)
    #expect(try Platform.readText(path) == "two")
    #expect(try Platform.names(in: folder + "/mode") == ["kept.t"])
  }

  @Test func workerThreadsRunAndSignal() {
    let condition = Condition()
    nonisolated(unsafe) var done = 0
    for _ in 0..<4 {
      Threads.start(stackSize: 1 << 20) {
        condition.lock()
        done += 1
        condition.broadcast()
        condition.unlock()
      }
    }
    condition.lock()
    while done < 4 { condition.wait() }
    condition.unlock()
    #expect(done == 4)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct LineReaderTests {
  /// A reader of `bytes` through a pipe (written by a thread, as a slow writer would).
  private func reader(_ bytes: [UInt8]) -> LineReader {
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    let (readEnd, writeEnd) = (fds[0], fds[1])
    Threads.start(stackSize: 1 << 20) {
      var rest = bytes[...]
      while !rest.isEmpty {
        let count = rest.withUnsafeBytes { write(writeEnd, $0.baseAddress, min($0.count, 4096)) }
        guard count > 0 else { break }
        rest = rest.dropFirst(count)
      }
      close(writeEnd)
    }
    return LineReader(fd: readEnd, owning: true)
  }

  @Test func linesWithCRLFAndAByteOrderMark() {
    let lines = reader(Array("\u{FEFF}one\r\ntwo\n\nthree".utf8))
    var read: [LineReader.Line] = []
    while let line = lines.next() { read.append(line) }
    #expect(
      read == [
        .text(Array("one".utf8)), .text(Array("two".utf8)), .text([]), .text(Array("three".utf8)),
      ])
  }

  @Test func aLineOverTheLimitIsReportedAtOnceAndPassedOver() {
    let huge = [UInt8](repeating: UInt8(ascii: "a"), count: LineReader.maxLineBytes * 3)
    let lines = reader(Array("first\n".utf8) + huge + Array("\nlast\n".utf8))
    #expect(lines.next() == .text(Array("first".utf8)))
    #expect(lines.next() == .tooLong)
    #expect(lines.next() == .text(Array("last".utf8)))
    #expect(lines.next() == nil)
  }

  @Test func anEndlessLineEndsAsTooLong() {
    let huge = [UInt8](repeating: 0, count: LineReader.maxLineBytes + 10)
    let lines = reader(huge)
    #expect(lines.next() == .tooLong)
    #expect(lines.next() == nil)
  }
}

@Suite struct FileWriterTests {
  @Test func onlyRegularFilesAndNewPathsAreWritten() {
    let folder = "/tmp/scenesim-writer-\(getpid())"
    Platform.makeFolders(folder)
    let fifo = folder + "/fifo"
    mkfifo(fifo, 0o600)
    let writer = Platform.fileWriter()
    func write(_ path: String, _ text: String) -> String? {
      if case .failure(let error) = writer(path, text) { return error.message }
      return nil
    }
    #expect(write(fifo, "x") == "not a regular file")
    #expect(write("/dev/full", "x") == "not a regular file")
    #expect(write(folder, "x") == "is a directory")
    #expect(write(folder + "/none/x.svg", "x") == "no such file or directory")
    #expect(write(folder + "/new.svg", "x") == nil)
  }
}
