import SimCommands
import SimMotion
import SimScene

extension Popover {
  /// The FWT libraries' era, as `ios` lists it: FWTPopoverView 1.3.0 and
  /// FWTAnnotationManager 1.2.2 have deployment target iOS 5.0 and were written in 2012–13
  /// against the iOS 6 SDK, so their UIView blocks follow iOS 6's animation model (a new
  /// animation replaces one of the same key path) unless `ios` names another.
  public static let era = Era(
    what: "popovers, annotations (FWT)", shortName: "FWT", version: 6, order: 10)
}

/// UIViewAnimationOptions beside the curve in animationHelper's presentOptions and
/// dismissOptions: BeginFromCurrentState, Repeat and Autoreverse.
public struct PopoverAnimationFlags: OptionSet, Hashable, Sendable {
  /// The flags as bits.
  public let rawValue: Int
  /// The flags whose bits are set.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// UIViewAnimationOptionBeginFromCurrentState.
  public static let beginFromCurrentState = PopoverAnimationFlags(rawValue: 1 << 0)
  /// UIViewAnimationOptionRepeat.
  public static let repeats = PopoverAnimationFlags(rawValue: 1 << 1)
  /// UIViewAnimationOptionAutoreverse.
  public static let autoreverses = PopoverAnimationFlags(rawValue: 1 << 2)

  /// Each flag's word, as `present-options` takes it.
  public static let words: [(word: String, flag: PopoverAnimationFlags)] = [
    ("begin-from-current", .beginFromCurrentState), ("repeat", .repeats),
    ("autoreverse", .autoreverses),
  ]

  /// The set flags' words joined by commas, or `none`.
  public var text: String {
    let set = Self.words.filter { contains($0.flag) }.map(\.word)
    return set.isEmpty ? "none" : set.joined(separator: ",")
  }

  /// The flags a comma list of their words names, or nil; `none` is none.
  public init?(parsing text: String) {
    self = []
    guard text != "none" else { return }
    for word in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let flag = Self.words.first(where: { $0.word == word })?.flag else { return nil }
      insert(flag)
    }
  }

  /// Sets them on a UIView block's options.
  func apply(to options: inout AnimationOptions) {
    options.beginFromCurrentState = contains(.beginFromCurrentState)
    options.repeats = contains(.repeats)
    options.autoreverses = contains(.autoreverses)
  }
}

extension Popover {
  /// `present-options` and `dismiss-options`: flags joined by commas, or none.
  static let animationFlags = CustomArgument(
    expectation: "begin-from-current, repeat, autoreverse joined by commas, or none",
    parse: { text, _ throws(CommandError) in
      guard PopoverAnimationFlags(parsing: text) != nil else {
        throw CommandError(
          "expected begin-from-current, repeat, autoreverse joined by commas, or none, got '\(clip(text))'"
        )
      }
      return .word(text)
    },
    words: { _, _, partial in
      let words = PopoverAnimationFlags.words.map(\.word)
      return Session.continuing(partial, separator: ",", with: words) + ["none"] + words
    })
}

extension Scene {
  /// UIView animateWithDuration:delay:options:animations:completion: of alpha alone, the
  /// fade FWTPopoverView and FWTAnnotationManager share.
  mutating func fade(
    _ id: NodeID, to alpha: Double, duration: SimTime, delay: SimTime = .zero,
    curve: TimingFunction = .easeInEaseOut, flags: PopoverAnimationFlags = [],
    completion: @escaping @Sendable (inout Scene, Bool) -> Void = { _, _ in }
  ) throws(SceneError) {
    var changes = LayerChanges()
    changes.alpha = alpha
    var options = AnimationOptions()
    options.duration = duration
    options.delay = delay
    options.curve = curve
    options.era = Popover.era.version
    flags.apply(to: &options)
    try animate(id, changes, options: options, completion: completion)
  }
}
