import SimGeometry
import SimMotion
import SimScene

extension Scene {
  /// A map's values: its region as shown now, and its annotations and views.
  func mapFields(_ id: NodeID) -> [FrameField] {
    guard let state = mapState(id), let region = mapRegion(id) else { return [] }
    var fields = [
      FrameField("center", .degrees([region.center.latitude, region.center.longitude])),
      FrameField("span", .degrees([region.span.latitudeDelta, region.span.longitudeDelta])),
      FrameField("pins", .number(Double(state.pinCount))),
      FrameField("views", .number(Double(state.views.count))),
      FrameField("queued", .number(Double(state.reuseQueue.values.reduce(0) { $0 + $1.count }))),
    ]
    if let n = state.selected {
      fields.append(FrameField("selected", .string(state.pins[Int(n)].id)))
    }
    fields.append(FrameField("scale", .number(region.scale), printed: false))
    fields.append(
      FrameField(
        "mapRect",
        .numbers([region.rect.minX, region.rect.minY, region.rect.width, region.rect.height]),
        printed: false))
    return fields
  }

  /// A pin view's values: its annotation, the view object, and what its style adds.
  func pinFields(_ id: NodeID) -> [FrameField] {
    guard let (state, n) = pinState(id) else { return [] }
    let pin = state.pins[Int(n)]
    let details = state.details(of: n)
    let record = state.views[n]
    // Room for every field a pin can show (19 for a pulsing pin with every option), so
    // the array is made once.
    var fields: [FrameField] = []
    fields.reserveCapacity(20)
    fields.append(
      FrameField("coordinate", .degrees([pin.coordinate.latitude, pin.coordinate.longitude])))
    fields.append(FrameField("selected", .bool(record?.isSelected ?? false)))
    fields.append(FrameField("style", .string(details.style.name)))
    if let title = details.title { fields.append(FrameField("title", .string(title))) }
    if let subtitle = details.subtitle {
      fields.append(FrameField("subtitle", .string(subtitle), printed: false))
    }
    if let record {
      fields.append(FrameField("view", .number(Double(record.serial)), printed: false))
      fields.append(FrameField("reuseIdentifier", .string(record.reuseIdentifier), printed: false))
      if !record.isEnabled { fields.append(FrameField("enabled", .bool(false))) }
      if !record.selectionEnabled { fields.append(FrameField("selectionEnabled", .bool(false))) }
      if record.dragState != .none {
        fields.append(FrameField("dragState", .string(record.dragState.rawValue)))
      }
    }
    if details.draggable { fields.append(FrameField("draggable", .bool(true))) }
    if details.canShowCallout { fields.append(FrameField("canShowCallout", .bool(true))) }
    if details.style == .pin, let color = details.color {
      fields.append(FrameField("pinColor", .string(color.hexString), printed: false))
    }
    if let more = details.style.fields { fields += more(self, id, details) }
    let offset = details.centerOffset
    fields.append(FrameField("centerOffset", .numbers([offset.x, offset.y]), printed: false))
    let callout = details.calloutOffset
    fields.append(FrameField("calloutOffset", .numbers([callout.x, callout.y]), printed: false))
    return fields
  }
}
