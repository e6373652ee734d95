import SimGeometry
import SimRender
public import SimScene

/// MapKit's own callout, which a selected annotation view with canShowCallout shows when
/// its annotation has a title (SVPulsingAnnotationView's README sets canShowCallout). Its
/// geometry is scenesim's model, as MapKit does not document it: a white bubble around
/// the title (17 pt) and subtitle (12 pt) with 15 points each side, 44 high with a title
/// alone and 57 with a subtitle, over a down arrow 13 high whose tip is at the top centre
/// of the view moved by its calloutOffset. It shows and goes at once, takes touches
/// without deselecting, and moves with its view.
extension Maps {
  /// The part name of the callout: `PIN.mkcallout`.
  static let standardCalloutName = "mkcallout"
  static let standardCalloutInset = 15.0
  static let standardCalloutArrow = Size(width: 26, height: 13)
  static let standardCalloutTitleSize = 17.0
  static let standardCalloutSubtitleSize = 12.0
}

extension NodeKind {
  /// MapKit's standard callout, `PIN.mkcallout`.
  public static let standardCallout = NodeKind("mk-callout")
}

extension Scene {
  /// The size of the standard callout's bubble for a pin with `details`, without the arrow.
  func standardCalloutSize(_ details: PinDetails) -> Size {
    let title = TextMeasure.singleLineSize(
      details.title ?? "", fontSize: Maps.standardCalloutTitleSize
    ).width
    let subtitle = details.subtitle.map {
      TextMeasure.singleLineSize($0, fontSize: Maps.standardCalloutSubtitleSize).width
    }
    let width = (max(title, subtitle ?? 0) + 2 * Maps.standardCalloutInset).rounded(.up)
    return Size(width: width, height: subtitle == nil ? 44 : 57)
  }

  /// The centre of the standard callout (bubble and arrow) of a pin with `details` whose
  /// view is centred at `viewCenter`.
  func standardCalloutCenter(_ details: PinDetails, viewCenter: Point) -> Point {
    let size = standardCalloutSize(details)
    let view = details.viewSize
    let tip = Point(
      x: viewCenter.x + details.calloutOffset.x,
      y: viewCenter.y - view.height / 2 + details.calloutOffset.y)
    let height = size.height + Maps.standardCalloutArrow.height
    return Point(x: tip.x, y: tip.y - height / 2)
  }

  /// MapKit shows pin `n`'s callout as it selects it, when its view can show one and it
  /// has a title.
  mutating func showStandardCallout(_ map: NodeID, _ n: Int32) {
    guard let state = mapState(map), state.views[n] != nil else { return }
    let details = state.details(of: n)
    guard details.canShowCallout, !(details.title ?? "").isEmpty else { return }
    hideStandardCallout(map)
    let pinID = state.pins[Int(n)].id
    guard let pin = node(pinID) else { return }
    let size = standardCalloutSize(details)
    let full = Size(width: size.width, height: size.height + Maps.standardCalloutArrow.height)
    guard
      let id = try? addPart(
        Maps.standardCalloutName, of: pinID, kind: .standardCallout,
        frame: Rect(
          center: standardCalloutCenter(details, viewCenter: pin.layer.center), size: full),
        in: map)
    else { return }
    let title = TextMeasure.singleLineSize(
      details.title ?? "", fontSize: Maps.standardCalloutTitleSize)
    let top = details.subtitle == nil ? ((size.height - title.height) / 2).rounded() : 8
    _ = try? addPart(
      "title", of: id, kind: .label,
      frame: Rect(x: Maps.standardCalloutInset, y: top, width: title.width, height: title.height),
      in: id)
    if let subtitle = details.subtitle {
      let s = TextMeasure.singleLineSize(subtitle, fontSize: Maps.standardCalloutSubtitleSize)
      _ = try? addPart(
        "subtitle", of: id, kind: .label,
        frame: Rect(
          x: Maps.standardCalloutInset, y: top + title.height + 4, width: s.width, height: s.height
        ), in: id)
    }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in s.standardCallout = n }
    orderViews(map)
  }

  /// The standard callout goes: its annotation was deselected, removed, or lost its view.
  mutating func hideStandardCallout(_ map: NodeID) {
    guard let state = mapState(map), let n = state.standardCallout else { return }
    try? withMap(map) { (s: inout MapViewState) throws(SceneError) in s.standardCallout = nil }
    if let id = part(Maps.standardCalloutName, of: state.pins[Int(n)].id) { deleteSubtree(id) }
  }

  /// What the standard callout's labels show: the title and, in grey, the subtitle.
  func standardCalloutLabelText(_ id: NodeID) -> LabelText? {
    guard let label = partLink(of: id), let callout = partLink(of: label.owner),
      callout.name == Maps.standardCalloutName, let (map, n) = pinRef(callout.owner),
      let details = mapState(map)?.details(of: n)
    else { return nil }
    let isTitle = label.name == "title"
    let text = (isTitle ? details.title : details.subtitle) ?? ""
    let size = isTitle ? Maps.standardCalloutTitleSize : Maps.standardCalloutSubtitleSize
    return LabelText(
      text: text, fontSize: size, bold: false,
      color: isTitle ? Color(white: 0) : Color(white: 0.45), lines: [text], xs: [0], top: 0,
      lineHeight: (TextMeasure.lineHeightEm * size).rounded(.up))
  }
}
