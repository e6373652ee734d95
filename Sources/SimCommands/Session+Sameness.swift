extension Session {
  /// Whether two sessions are the same value bit for bit, a test that costs a comparison of
  /// a few hundred bytes: then every command prints the same in either, as long as neither
  /// reads files, serves the live page or is interrupted (the files, the server and the
  /// monitor's Ctrl-C live outside the session).
  ///
  /// A session holds values that are copied when one of their holders changes them (the
  /// nodes, lists and tables of the scene, the definitions, the settings), objects that
  /// never change, and functions that capture no variable: two sessions whose bits are equal
  /// share every buffer they point to, and nothing can have changed inside one without its
  /// bits changing. What a command prints is made from the session alone (scenesim's output
  /// is deterministic), so it is the same. False says nothing: the bytes between fields may
  /// differ in sessions that are equal.
  ///
  /// ```swift
  /// var session = Session()
  /// var before = session
  /// _ = session.execute("view set nothing alpha 0")  // fails: no such view
  /// Session.sameBits(&session, &before)  // usually true: nothing to compare
  /// ```
  package static func sameBits(_ a: inout Session, _ b: inout Session) -> Bool {
    withUnsafeBytes(of: &a) { x in
      withUnsafeBytes(of: &b) { y in
        // Eight bytes at a time, then the rest one by one.
        var offset = 0
        while offset + 8 <= x.count {
          let word = x.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          guard word == y.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
            return false
          }
          offset += 8
        }
        return x[offset...].elementsEqual(y[offset...])
      }
    }
  }
}
