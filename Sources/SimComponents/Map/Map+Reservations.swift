import SimScene

/// The ids a pin keeps free for the nodes its view and what it shows make, named after the
/// pin (`Scene.partID(_:of:)`) from the names the pin styles and presenters declare: each
/// style's layers (a pulsing view's PIN.halo …), MapKit's callout (PIN.mkcallout and what
/// is under it) and each presenter's views (PIN.callout, or PIN.callout2 … when that is
/// taken, and what is under them). Whose part a node is comes from its link; these names
/// only keep ids free before the nodes are made: no new node may take one while its pin or
/// view is there, no pin comes whose parts' ids are nodes already, and no pin may have an
/// id that reads as a part's (a pin before it, or one to come, would make a node of it).
struct PinPartNames: Sendable {
  /// Names a view's layers take, ending the id (`halo` …), as bytes.
  let layers: [[UInt8]]
  /// Names under which every id is the pin's (`mkcallout`).
  let holding: [[UInt8]]
  /// Names that take a number when taken (`callout`, `callout2` …), every id under them
  /// their view's.
  let numbered: [[UInt8]]

  init(_ rules: SceneRules) {
    layers = rules.pinStyles.flatMap(\.style.partNames).map { Array($0.utf8) }
    holding = [Array(Maps.standardCalloutName.utf8)]
    numbered = rules[Maps.presenters].map { Array($0.partName.utf8) }
  }

  /// What a name between two dots of an id is, as a pin names its parts.
  enum Reading {
    /// A layer's name ending the id, or a holding name with anything after it.
    case part
    /// A numbered name, with or without its number, with anything after it.
    case numbered
  }

  /// For each dot of `id`, from the first: where it is, and how the name after it reads
  /// (nil: as no part's); `body` returns true to stop. A name that starts with a digit
  /// (MAP.N, the ids pins get by default) names no part.
  func readings(_ id: NodeID, _ body: (_ dot: String.Index, _ reading: Reading?) -> Bool) {
    let utf8 = id.utf8
    var index = utf8.startIndex
    while let dot = utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
      let start = utf8.index(after: dot)
      let end = utf8[start...].firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
      let name = utf8[start..<end]
      var reading: Reading?
      if let first = name.first, first >= 48 && first <= 57 {
      } else if holding.contains(where: { name.elementsEqual($0) })
        || (end == utf8.endIndex && layers.contains { name.elementsEqual($0) })
      {
        reading = .part
      } else if numbered.contains(where: { stem in
        name.starts(with: stem) && name.dropFirst(stem.count).allSatisfy { $0 >= 48 && $0 <= 57 }
      }) {
        reading = .numbered
      }
      if body(dot, reading) { return }
      index = start
    }
  }

  /// Each way to read `id` as OWNER.PART, where PART is a layer's name or under a holding
  /// name: the owners.
  func owners(of id: NodeID) -> [Substring] {
    var owners: [Substring] = []
    readings(id) { dot, reading in
      if reading == .part { owners.append(Substring(id)[..<dot]) }
      return false
    }
    return owners
  }

  /// Whether `id` reads as a part's id, of a layer, a holding name or a numbered one.
  func isPartLike(_ id: NodeID) -> Bool {
    var found = false
    readings(id) { _, reading in
      found = reading != nil
      return found
    }
    return found
  }

  /// The names, as the refusal of a part-like id lists them.
  var listing: String {
    let names = (layers + holding + numbered).map { "." + String(decoding: $0, as: UTF8.self) }
    return "PIN" + names.joined(separator: ", ")
  }
}

extension Scene {
  /// The names pins keep free in this scene's session.
  var pinPartNames: PinPartNames { PinPartNames(rules) }

  /// Why no pin may have `id`, when it reads as a part's id.
  func partLikeRefusal(_ id: NodeID, names: PinPartNames) -> SceneError? {
    guard names.isPartLike(id) else { return nil }
    return .notAllowed(
      id, reason: "it names a part a pin's view makes (\(names.listing)); choose another id")
  }

  /// Whether `id` is kept for a part: a layer's or what is under a holding name, of a pin
  /// there is, or held by a presenter for one of its views.
  func isPinPart(_ id: NodeID) -> Bool {
    // No part's id is without a dot, and without maps no pin holds any.
    guard id.utf8.contains(UInt8(ascii: ".")), self[Maps.storage] != nil else { return false }
    if pinPartNames.owners(of: id).contains(where: { isPin(String($0)) }) { return true }
    return pinPresenters.contains { $0.holds(self, id) }
  }

  /// The ids that no new pin may have, as nodes have its parts' ids: each with the first
  /// of those nodes.
  func pinIDsWithTakenParts(_ names: PinPartNames) -> [String: NodeID] {
    var owners: [String: NodeID] = [:]
    for id in unorderedIDs where id.contains(".") {
      for owner in names.owners(of: id) {
        let key = String(owner)
        if let other = owners[key], other < id { continue }
        owners[key] = id
      }
    }
    return owners
  }
}
