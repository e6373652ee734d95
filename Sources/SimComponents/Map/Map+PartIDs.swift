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
