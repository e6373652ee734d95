import SimScene

/// The ids a pin's view gives the nodes it makes: SVPulsingAnnotationView's layers
/// (PIN.halo, PIN.ring, PIN.dot, PIN.image, PIN.heading), MapKit's standard callout
/// (PIN.mkcallout and the nodes under it) and GIK's callouts (PIN.callout, or PIN.callout2 …
/// when that is taken, and the nodes under it). A node of the user's with one of these ids
/// would be taken over by the pin, and left behind when the pin goes; so no new node may
/// take them while the pin or its callout is there, and no pin may come whose parts' ids
/// are nodes already.
extension Scene {
  /// The names of the layers a pulsing pin's view makes.
  private static let layerNames: [[UInt8]] = ["halo", "ring", "dot", "image", "heading"].map {
    Array($0.utf8)
  }
  private static let standardCallout = Array("mkcallout".utf8)
  private static let callout = Array("callout".utf8)

  /// What follows a dot of an id, as a pin names its parts. (Read as UTF-8 bytes: a pin
  /// scatter asks it of every id it makes.)
  private enum PartName {
    /// A layer's name ending the id, or `mkcallout` with anything after it.
    case part
    /// `callout`, `callout2` …, with anything after it.
    case callout
  }

  /// For each dot of `id`, from the first: where it is, and what the name after it is as a
  /// part's (nil when it names none); `body` returns true to stop.
  private static func partNames(
    _ id: NodeID, _ body: (_ dot: Int, _ name: PartName?) -> Bool
  ) {
    var id = id
    id.withUTF8 { bytes in
      var dot = 0
      while let found = bytes[dot...].firstIndex(of: UInt8(ascii: ".")) {
        let start = found + 1
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ".")) ?? bytes.count
        let name = bytes[start..<end]
        var kind: PartName?
        if let first = name.first, first >= 48 && first <= 57 {
          // A number (MAP.N, the ids pins get by default) names no part.
        } else if name.elementsEqual(standardCallout)
          || (end == bytes.count && layerNames.contains { name.elementsEqual($0) })
        {
          kind = .part
        } else if name.starts(with: callout),
          name.dropFirst(callout.count).allSatisfy({ $0 >= 48 && $0 <= 57 })
        {
          kind = .callout
        }
        if body(found, kind) { return }
        dot = start
      }
    }
  }

  /// Each way to read `id` as OWNER.PART, where PART is what a pin would name a part.
  private static func partOwners(of id: NodeID) -> [String] {
    var owners: [String] = []
    partNames(id) { dot, name in
      if name == .part { owners.append(String(Substring(id.utf8.prefix(dot)))) }
      return false
    }
    return owners
  }

  /// Whether `id` reads as a part's id: OWNER.halo … OWNER.mkcallout and what is under it,
  /// or OWNER.callout, OWNER.callout2 … and what is under them. No pin may have such an id,
  /// as a pin OWNER, there or to come, would give a node of its own that id.
  static func isPartLike(_ id: NodeID) -> Bool {
    var found = false
    partNames(id) { _, name in
      found = name != nil
      return found
    }
    return found
  }

  /// Why no pin may have `id` because of its form, or nil.
  static func partLikeRefusal(_ id: NodeID) -> SceneError? {
    guard isPartLike(id) else { return nil }
    return .notAllowed(
      id,
      reason: "it names a part a pin's view makes (PIN.halo, .ring, .dot, .image, .heading, "
        + ".mkcallout, .callout); choose another id")
  }

  /// Whether `id` is taken by a pin's part: a part its view makes, or a node under one of
  /// the maps' GIK callouts (which make more of them as they expand).
  func isPinPart(_ id: NodeID) -> Bool {
    if Scene.partOwners(of: id).contains(where: isPin) { return true }
    guard id.contains(".") else { return false }
    return maps.maps.values.contains { state in
      state.callouts.contains { id.hasPrefix($0.viewID + ".") }
    }
  }

  /// The ids that no new pin may have, as nodes have its parts' ids: each with the first
  /// of those nodes.
  func pinIDsWithTakenParts() -> [String: NodeID] {
    var owners: [String: NodeID] = [:]
    for id in unorderedIDs where id.contains(".") {
      for owner in Scene.partOwners(of: id) {
        if let other = owners[owner], other < id { continue }
        owners[owner] = id
      }
    }
    return owners
  }

  /// Whether any node's id starts with `prefix` followed by a dot.
  func hasNodes(under prefix: NodeID) -> Bool {
    let head = prefix + "."
    return unorderedIDs.contains { $0.hasPrefix(head) }
  }
}
