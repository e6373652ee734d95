import SimScene

/// The ids a pin keeps free for the parts its view and what it shows may make, named
/// after the pin (``Scene/partID(_:of:)``): each pin style's parts (a pulsing view's
/// PIN.halo …), MapKit's callout (PIN.mkcallout, with its title and subtitle) and each
/// presenter's views (PIN.callout, or PIN.callout2 … when that is taken, with their parts).
/// Whose part a node is comes from its link; these names only keep a part's id free before
/// the part is made: no new node may take one while its pin is there, no pin comes whose
/// parts' ids are nodes already, and no pin may have an id that ends in one (a pin before
/// it, or one to come, would make a node of that id).
struct PinPartNames: Sendable {
  /// Paths a pin's parts take whatever is taken (`halo`, `mkcallout.title`), as bytes.
  let fixed: [[UInt8]]
  /// Names that take the next free number (`callout`, `callout2` …), with the names of the
  /// parts under them (a name ending in `#` is numbered from 1: `row#`).
  let numbered: [(name: [UInt8], parts: [[UInt8]])]

  init(_ rules: SceneRules) {
    var fixed = ["mkcallout", "mkcallout.title", "mkcallout.subtitle"]
    fixed += rules.pinStyles.flatMap(\.style.partNames)
    self.fixed = fixed.map { Array($0.utf8) }
    numbered = rules[Maps.presenters].map { presenter in
      (Array(presenter.partName.utf8), presenter.subpartNames.map { Array($0.utf8) })
    }
  }

  /// For each dot of `id`, from the first: the id before it, when what follows it is one of
  /// the fixed paths.
  func owners(ofFixed id: NodeID) -> [Substring] {
    var owners: [Substring] = []
    eachSuffix(id) { dot, rest in
      if fixed.contains(where: { rest.elementsEqual($0) }) { owners.append(id.utf8[..<dot].string) }
    }
    return owners
  }

  /// Whether `id` ends in a part's path: a fixed one, or a numbered name with or without its
  /// number and a part under it.
  func endsInPart(_ id: NodeID) -> Bool {
    var found = false
    eachSuffix(id) { _, rest in
      if found { return }
      found =
        fixed.contains { rest.elementsEqual($0) } || numbered.contains { isNumbered(rest, $0) }
    }
    return found
  }

  /// Whether `rest` is `NAME`, `NAMEk`, or either followed by a dot and one of `parts`.
  private func isNumbered(
    _ rest: Substring.UTF8View, _ entry: (name: [UInt8], parts: [[UInt8]])
  ) -> Bool {
    guard rest.starts(with: entry.name) else { return false }
    let after = rest.dropFirst(entry.name.count)
    let digits = after.prefix { $0 >= 48 && $0 <= 57 }
    let tail = after.dropFirst(digits.count)
    guard let dot = tail.first else { return true }
    guard dot == UInt8(ascii: "."), !tail.dropFirst().isEmpty else { return false }
    return entry.parts.contains { part in isPart(tail.dropFirst(), part) }
  }

  /// Whether `name` is `part`, or for a part ending in `#`, its stem and a number from 1.
  private func isPart(_ name: Substring.UTF8View, _ part: [UInt8]) -> Bool {
    guard part.last == UInt8(ascii: "#") else { return name.elementsEqual(part) }
    let stem = part.dropLast()
    guard name.starts(with: stem) else { return false }
    let number = name.dropFirst(stem.count)
    return !number.isEmpty && number.first != UInt8(ascii: "0")
      && number.allSatisfy { $0 >= 48 && $0 <= 57 }
  }

  /// Calls `body` with each dot of `id` and what follows it, skipping what starts with a
  /// digit (MAP.N, the ids pins get by default, names no part).
  private func eachSuffix(_ id: NodeID, _ body: (String.Index, Substring.UTF8View) -> Void) {
    let utf8 = id.utf8
    var index = utf8.startIndex
    while let dot = utf8[index...].firstIndex(of: UInt8(ascii: ".")) {
      let rest = utf8.index(after: dot)
      if rest < utf8.endIndex, !(utf8[rest] >= 48 && utf8[rest] <= 57) {
        body(dot, Substring(id)[rest...].utf8)
      }
      index = rest
    }
  }
}

extension Substring.UTF8View {
  /// The text of these bytes.
  fileprivate var string: Substring { Substring(self) }
}

extension Scene {
  /// The names pins keep free in this scene's session.
  var pinPartNames: PinPartNames { PinPartNames(rules) }

  /// Why no pin may have `id`, when it ends in a part's path.
  func partLikeRefusal(_ id: NodeID, names: PinPartNames) -> SceneError? {
    guard names.endsInPart(id) else { return nil }
    return .notAllowed(
      id,
      reason: "it names a part a pin's view makes (PIN.halo, .ring, .dot, .image, .heading, "
        + ".mkcallout, .callout); choose another id")
  }

  /// Whether `id` is kept for a part: a fixed path of a pin there is, or held by a
  /// presenter for one of its views.
  func isPinPart(_ id: NodeID) -> Bool {
    // No part's id is without a dot, and without maps no pin holds any.
    guard id.utf8.contains(UInt8(ascii: ".")), self[Maps.storage] != nil else { return false }
    if pinPartNames.owners(ofFixed: id).contains(where: { isPin(String($0)) }) { return true }
    return pinPresenters.contains { $0.holds(self, id) }
  }

  /// The ids that no new pin may have, as nodes have its parts' ids: each with the first
  /// of those nodes.
  func pinIDsWithTakenParts(_ names: PinPartNames) -> [String: NodeID] {
    var owners: [String: NodeID] = [:]
    for id in unorderedIDs where id.contains(".") {
      for owner in names.owners(ofFixed: id) {
        let key = String(owner)
        if let other = owners[key], other < id { continue }
        owners[key] = id
      }
    }
    return owners
  }
}
