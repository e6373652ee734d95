import SimCommands
import SimGeometry
import SimMotion
public import SimScene

/// The detail as a grouped UITableView, as the sample's HotelDetailViewController gives it
/// (HotelDetailTableView.xib: 320x345, grouped, section headers and footers 10 high, rows
/// 44; HotelDetailViewController.m 74-152). Rows are inset 10 points each side, a section
/// takes its header, its rows and its footer, and the table scrolls when its content is
/// taller than itself.
public struct CalloutTable: Hashable, Sendable {
  /// Each section's row heights.
  public var sections: [[Double]]

  /// The sample's four sections: two directions rows, phone, home page, and the address
  /// 80 high (tableView:heightForRowAtIndexPath:).
  public static let sample = CalloutTable(sections: [[44, 44], [44], [44], [80]])
  /// sectionHeaderHeight and sectionFooterHeight of the sample's table.
  public static let sectionSpacing = 10.0
  /// A grouped row's inset from each side.
  public static let rowInset = 10.0
  /// The most rows a table may have.
  public static let maxRows = 200

  /// A table of these sections.
  public init(sections: [[Double]]) { self.sections = sections }

  /// Each row's section and row (from 1) and frame in the content, for a table `width`
  /// wide.
  public func rows(width: Double) -> [(section: Int, row: Int, frame: Rect)] {
    var y = 0.0
    var result: [(Int, Int, Rect)] = []
    for (s, heights) in sections.enumerated() {
      y += CalloutTable.sectionSpacing
      for (r, h) in heights.enumerated() {
        let frame = Rect(
          x: CalloutTable.rowInset, y: y, width: max(0, width - 2 * CalloutTable.rowInset),
          height: h)
        result.append((s + 1, r + 1, frame))
        y += h
      }
      y += CalloutTable.sectionSpacing
    }
    return result
  }

  /// The content's height: every section with its header and footer.
  public var contentHeight: Double {
    sections.reduce(0) { $0 + 2 * CalloutTable.sectionSpacing + $1.reduce(0, +) }
  }

  /// The table as the command gives it: sections split by /, rows by commas.
  public var spec: String {
    self == .sample
      ? "sample"
      : sections.map { $0.map { NumberFormat.string($0) }.joined(separator: ",") }
        .joined(separator: "/")
  }
}

extension NodeKind {
  /// The detail's table (its scroll view), `ID.table` in the callout `ID`.
  public static let calloutTable = NodeKind("callout-table")
  /// A row of the detail's table, `ID.rowN`.
  public static let calloutTableRow = NodeKind("table-row")
}

extension Scene {
  /// The table of callout `viewID`, made as its detail is, when the data source gives one:
  /// rows as views in a scroll view the size of the detail, scrolled to the top.
  mutating func makeCalloutTable(_ viewID: NodeID) {
    guard let table = calloutsState.detailTable, let detailID = part("detail", of: viewID),
      let detail = node(detailID),
      let tableID = try? addPart(
        "table", of: viewID, kind: .calloutTable,
        frame: Rect(origin: .zero, size: detail.layer.bounds.size), in: detailID)
    else { return }
    for (k, row) in table.rows(width: detail.layer.bounds.width).enumerated() {
      _ = try? addPart(
        GIK.rowPrefix + String(k + 1), of: viewID, kind: .calloutTableRow, frame: .zero, in: tableID
      )
      makeCellLabels(viewID, row: k + 1, size: row.frame.size)
    }
    setTableOffset(viewID, 0)
  }

  /// reloadData: every callout's table on the map follows the data source's rows, keeping
  /// its offset as far as the new content allows.
  mutating func reloadCalloutTables() {
    for map in maps.maps.keys.sorted() {
      for id in callouts(on: map).viewIDs {
        let offset = tableOffset(id)
        if let table = part("table", of: id) { deleteSubtree(table) }
        makeCalloutTable(id)
        setTableOffset(id, offset)
      }
    }
  }

  /// The table's contentOffset.y, kept between the top and the end of its content, and
  /// its rows placed for it; the table fills its detail.
  mutating func setTableOffset(_ viewID: NodeID, _ offset: Double) {
    guard let table = calloutsState.detailTable,
      let detail = part("detail", of: viewID).flatMap(node)
    else { return }
    let size = detail.layer.bounds.size
    let most = max(0, table.contentHeight - size.height)
    let clamped = min(max(offset, 0), most)
    var frame = LayerChanges()
    frame.frame = Rect(origin: .zero, size: size)
    if let tableID = part("table", of: viewID) { try? setLayer(tableID, frame) }
    if let map = mapOfCallout(viewID), let parent = callouts(on: map).callout(view: viewID)?.parent
    {
      withCallouts(map) { $0.updateCallout(of: parent) { $0.tableOffset = clamped } }
    }
    for (k, row) in table.rows(width: size.width).enumerated() {
      var change = LayerChanges()
      change.frame = row.frame.offsetBy(dx: 0, dy: -clamped)
      if let rowID = part(GIK.rowPrefix + String(k + 1), of: viewID) {
        try? setLayer(rowID, change)
      }
    }
  }

  /// A touch on the table: a pan scrolls it with the finger (the 10 pt of hysteresis left
  /// out; a flick's deceleration and the bounce are not modelled); a touch that did not
  /// scroll selects the row under it when it lifts. The callout's own recognizers see the
  /// touch too (GIKCalloutView.m 118-135): a tap or long press turns map selections off
  /// first, and the sample's tableView:didSelectRowAtIndexPath: turns them off again
  /// (HotelDetailViewController.m 154-161).
  mutating func calloutTableTouch(_ tableID: NodeID, _ touch: Touch) {
    guard let viewID = partLink(of: tableID)?.owner else { return }
    switch touch.phase {
    case .moved:
      guard let pan = touch.pan, let from = convertFromScreen(pan.previous, to: tableID),
        let to = convertFromScreen(pan.current, to: tableID)
      else { return }
      setTableOffset(viewID, tableOffset(viewID) + from.y - to.y)
    case .ended:
      if touch.gestures.isTap || touch.gestures.isLongPress { disableMapSelections(viewID) }
      guard touch.pan == nil, let table = calloutsState.detailTable,
        let width = node(tableID)?.layer.bounds.width
      else { return }
      let y = touch.location.y + tableOffset(viewID)
      guard
        let hit = table.rows(width: width).first(where: {
          $0.frame.minY <= y && y < $0.frame.maxY && $0.frame.minX <= touch.location.x
            && touch.location.x < $0.frame.maxX
        })
      else { return }
      emit(
        viewID, "didSelectRow",
        [.init("section", String(hit.section)), .init("row", String(hit.row))])
      disableMapSelections(viewID)
    default: break
    }
  }

  /// The table's contentOffset.y.
  func tableOffset(_ viewID: NodeID) -> Double {
    mapOfCallout(viewID).flatMap { callouts(on: $0).callout(view: viewID)?.tableOffset } ?? 0
  }

  func calloutTableFields(_ id: NodeID) -> [FrameField] {
    guard let table = calloutsState.detailTable else { return [] }
    return [
      FrameField("rows", .string(table.spec)),
      FrameField("contentHeight", .number(table.contentHeight)),
      FrameField("offset", .number(partLink(of: id).map { tableOffset($0.owner) } ?? 0)),
    ]
  }

  func calloutRowFields(_ id: NodeID) -> [FrameField] {
    // Row k is the view's part `rowk`, made in the table's order.
    guard let table = calloutsState.detailTable, let link = partLink(of: id),
      link.name.hasPrefix(GIK.rowPrefix), let k = Int(link.name.dropFirst(GIK.rowPrefix.count)),
      let width = node(id)?.parent.flatMap({ node($0)?.layer.bounds.width })
    else { return [] }
    let rows = table.rows(width: width)
    guard k >= 1, k <= rows.count else { return [] }
    return [
      FrameField("section", .number(Double(rows[k - 1].section))),
      FrameField("row", .number(Double(rows[k - 1].row))),
    ]
  }
}

extension GIK {
  /// What a row's part name starts with: `row1` ….
  static let rowPrefix = "row"

  /// `detail-rows sample|none|H,H/H...`: the detail's table.
  static let detailRowsArgument = CustomArgument(
    expectation: "sample, none, or row heights: sections split by /, rows by commas",
    isEnumerable: false,
    parse: { text, _ throws(CommandError) in
      if text == "sample" || text == "none" { return .word(text) }
      guard CalloutTable(spec: text) != nil else {
        throw CommandError(
          "expected sample, none, or row heights (1 to 1000) such as 44,44/80, sections split "
            + "by / and rows by commas, at most \(CalloutTable.maxRows) rows, not '\(clip(text))'"
        )
      }
      return .word(text)
    }, words: { _, _, _ in ["none", "sample"] })
}

extension CalloutTable {
  /// The table `spec` gives (sections split by /, row heights by commas), or nil.
  init?(spec: String) {
    if spec == "sample" {
      self = .sample
      return
    }
    var sections: [[Double]] = []
    for part in spec.split(separator: "/", omittingEmptySubsequences: false) {
      let heights = part.split(separator: ",", omittingEmptySubsequences: false).map {
        Double($0)
      }
      guard !heights.isEmpty,
        heights.allSatisfy({ $0.map { $0 >= 1 && $0 <= 1000 } ?? false })
      else { return nil }
      sections.append(heights.compactMap { $0 })
    }
    guard sections.reduce(0, { $0 + $1.count }) <= CalloutTable.maxRows else { return nil }
    self.init(sections: sections)
  }
}
