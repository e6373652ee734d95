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
  private static let layerNames: Set<Substring> = ["halo", "ring", "dot", "image", "heading"]
  private static let standardCallout: Substring = "mkcallout"

  /// Whether `rest`, what follows OWNER. in an id, names a part that a pin would make: one
  /// of its layers, its standard callout or a node under that.
  private static func isPart(_ rest: Substring) -> Bool {
    let first = rest.prefix { $0 != "." }
    return first == standardCallout || (first.count == rest.count && layerNames.contains(first))
  }

  /// Each way to read `id` as OWNER.PART, where PART is what a pin would name a part.
  private static func partOwners(of id: NodeID) -> [Substring] {
    var owners: [Substring] = []
    var start = id.startIndex
    while let dot = id[start...].firstIndex(of: ".") {
      if isPart(id[id.index(after: dot)...]) { owners.append(id[..<dot]) }
      start = id.index(after: dot)
    }
    return owners
  }

  /// Whether `id` reads as a part's id: OWNER.halo … OWNER.mkcallout and what is under it,
  /// or OWNER.callout, OWNER.callout2 … and what is under them. No pin may have such an id,
  /// as a pin OWNER, there or to come, would give a node of its own that id.
  static func isPartLike(_ id: NodeID) -> Bool {
    var start = id.startIndex
    while let dot = id[start...].firstIndex(of: ".") {
      let rest = id[id.index(after: dot)...]
      let first = rest.prefix { $0 != "." }
      if isPart(rest) { return true }
      if first.hasPrefix("callout"),
        first.dropFirst(7).allSatisfy({ $0.isASCII && $0.isNumber })
      {
        return true
      }
      start = id.index(after: dot)
    }
    return false
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
    if Scene.partOwners(of: id).contains(where: { isPin(String($0)) }) { return true }
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
        let key = String(owner)
        if let other = owners[key], other < id { continue }
        owners[key] = id
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
