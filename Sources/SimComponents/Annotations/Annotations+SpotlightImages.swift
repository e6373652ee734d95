import SimCommands
import SimGeometry
import SimScene

/// The two images of a spotlight's FWTRadialMaskLayer (FWTRadialMaskLayer.h 15-16), which
/// the radial container copies into each layer it makes (FWTRadialAnnotationsContainerView.m
/// 196-197): the mask, a radial gradient clear in its core, and the accessory, drawn at the
/// spotlight's centre and grown from nothing to its size as the spotlight opens (.m 152-187).
public struct SpotlightImages: Hashable, Sendable {
  /// The mask's radius left clear, in points of the 200-pt spotlight.
  public var clear = Annotations.clearRadius
  /// The mask's radius where the dimming is whole again, in points of the 200-pt spotlight.
  public var feather = Annotations.featherRadius
  /// The accessory image's size (the default ring is 50 by 50); nil for none
  /// (accessoryImageRef NULL: no accessory layer).
  public var accessory: Size? = Annotations.accessorySize

  /// The container's own images (_defaultRadialMaskImage, _defaultAccessoryImage).
  public static let standard = SpotlightImages()

  /// The images.
  public init() {}
}

extension Annotations {
  /// The default accessory image: a white ring, 3 pt wide, in a 50-pt square inset by 4.
  public static let accessorySize = Size(width: 50, height: 50)
  /// Where each spotlight's images are kept, by spotlight node, when not the standard ones.
  static let spotlightImagesStorage = SceneStorageKey<[NodeID: SpotlightImages]>(
    "annotations.spotlightImages")
}

extension Scene {
  /// Each spotlight's images, by spotlight node; the standard ones are not kept.
  var spotlightImages: [NodeID: SpotlightImages] {
    get { self[Annotations.spotlightImagesStorage] ?? [:] }
    set { self[Annotations.spotlightImagesStorage] = newValue }
  }

  /// The images of spotlight `spot`.
  func images(ofSpotlight spot: NodeID) -> SpotlightImages {
    spotlightImages[spot] ?? .standard
  }

  /// What a spotlight's images add to its frame state when they are not the standard ones:
  /// the mask's radii at full size and the accessory's size now (it grows as the spotlight
  /// opens), or none.
  func spotlightImageFields(_ spot: NodeID, scale: Double) -> [FrameField] {
    let images = images(ofSpotlight: spot)
    guard images != .standard else { return [] }
    let accessory: FrameValue =
      images.accessory.map { .numbers([$0.width * scale, $0.height * scale]) } ?? .string("none")
    return [
      FrameField("mask", .numbers([images.clear, images.feather])),
      FrameField("accessory", accessory),
    ]
  }

  /// The container's images, as `print` shows them when not the standard ones.
  func containerImageFields(_ images: SpotlightImages) -> [FrameField] {
    guard images != .standard else { return [] }
    return [
      FrameField("maskImage", .numbers([images.clear, images.feather])),
      FrameField(
        "accessoryImage",
        images.accessory.map { .numbers([$0.width, $0.height]) } ?? .string("none")),
    ]
  }
}

extension Annotations {
  /// `mask-image R,F|default`: the radial mask's clear and whole-dimming radii.
  static let maskImageArgument = CustomArgument(
    expectation: "R,F (clear and feather radii, 0 <= R < F <= 100) or default",
    isEnumerable: false,
    parse: { text, _ throws(CommandError) in
      if text == "default" { return .word(text) }
      let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0)
      }
      guard parts.count == 2, let r = parts[0], let f = parts[1], r >= 0, r < f, f <= 100
      else {
        throw CommandError(
          "expected R,F with 0 <= R < F <= 100 (points of the 200-pt spotlight), or default, "
            + "not '\(clip(text))'")
      }
      return .word(text)
    }, words: { _, _, _ in ["default"] })

  /// `accessory-image WxH|none|default`: the accessory image's size, or none.
  static let accessoryImageArgument = CustomArgument(
    expectation: "WxH, none or default", isEnumerable: false,
    parse: { text, _ throws(CommandError) in
      if text == "default" || text == "none" { return .word(text) }
      let parts = text.split(separator: "x", omittingEmptySubsequences: false).map {
        Double($0)
      }
      guard parts.count == 2, let w = parts[0], let h = parts[1], w > 0, h > 0, w <= 1000,
        h <= 1000
      else {
        throw CommandError(
          "expected WxH (a size up to 1000x1000), none or default, not '\(clip(text))'")
      }
      return .size(Size(width: w, height: h))
    }, words: { _, _, _ in ["default", "none"] })

  /// The images `annotations set` names (a mask's words; an accessory's size or word),
  /// applied to `images`.
  static func apply(mask: String?, accessory: ArgValue?, to images: inout SpotlightImages) {
    func numbers(_ text: String) -> [Double] {
      text.split(separator: ",").compactMap { Double($0) }
    }
    if let mask {
      let n = mask == "default" ? [] : numbers(mask)
      images.clear = n.first ?? Annotations.clearRadius
      images.feather = n.count > 1 ? n[1] : Annotations.featherRadius
    }
    if let size = accessory?.size {
      images.accessory = size
    } else if let word = accessory?.word {
      images.accessory = word == "none" ? nil : Annotations.accessorySize
    }
  }
}
