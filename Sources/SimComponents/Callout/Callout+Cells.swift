import SimCommands
import SimGeometry
import SimRender
import SimScene

/// What a row of a pin's detail table shows, as the sample's HotelDetailViewController
/// fills its cells (HotelDetailViewController.m 84-130): a UITableViewCellStyleDefault cell,
/// its text centred in the sample's blue (the directions rows), or a
/// UITableViewCellStyleValue2 cell, a blue title right-aligned in a narrow column and its
/// detail beside it (phone, home page, address: one line, the address's up to 4).
public struct CalloutCell: Hashable, Sendable {
  /// cell.textLabel.text.
  public var text: String
  /// cell.detailTextLabel.text; nil: a default cell.
  public var detail: String?

  /// The sample's text colour: 82, 102, 145.
  static let blue = Color(red: 82.0 / 255, green: 102.0 / 255, blue: 145.0 / 255)
  /// A Value2 cell's title column: from 10 to 77 points in the row, its detail from 83.
  static let titleWidth = 67.0
  static let detailX = 83.0
}

extension Scene {
  /// The cells the app gave for pin `pinID`'s detail table, in row order.
  func calloutCells(of pinID: NodeID) -> [CalloutCell] {
    calloutsState.cells[pinID] ?? []
  }

  /// The labels of row `k` (from 1) of callout `viewID`'s table, made with the row:
  /// `ID.rowK.text`, and `ID.rowK.detail` for a Value2 cell.
  mutating func makeCellLabels(_ viewID: NodeID, row k: Int, size: Size) {
    guard let map = mapOfCallout(viewID), let state = mapState(map),
      let callout = callouts(on: map).callout(view: viewID)
    else { return }
    let cells = calloutCells(of: state.pins[Int(callout.parent)].id)
    guard k >= 1, k <= cells.count, let rowID = part(GIK.rowPrefix + String(k), of: viewID)
    else { return }
    let name = GIK.rowPrefix + String(k)
    if cells[k - 1].detail == nil {
      _ = try? addPart(
        name + ".text", of: viewID, kind: .label,
        frame: Rect(x: 10, y: 0, width: max(0, size.width - 20), height: size.height), in: rowID)
      return
    }
    _ = try? addPart(
      name + ".text", of: viewID, kind: .label,
      frame: Rect(x: 0, y: 0, width: CalloutCell.titleWidth + 10, height: min(size.height, 44)),
      in: rowID)
    _ = try? addPart(
      name + ".detail", of: viewID, kind: .label,
      frame: Rect(
        x: CalloutCell.detailX, y: 0, width: max(0, size.width - CalloutCell.detailX - 10),
        height: size.height), in: rowID)
  }

  /// The text of a cell's label (`ID.rowK.text` or `.detail`), as the sample's cells show
  /// it: a default cell's bold 20 pt blue text centred; a Value2 cell's bold 12 pt blue
  /// title right-aligned and its bold 15 pt black detail on one line, cut at the tail, or,
  /// when it holds line breaks (the address), wrapped to 4 lines.
  func calloutCellLabelText(_ id: NodeID, _ name: String, callout viewID: NodeID) -> LabelText? {
    guard name.hasPrefix(GIK.rowPrefix), let dot = name.firstIndex(of: "."),
      let k = Int(name[name.index(name.startIndex, offsetBy: GIK.rowPrefix.count)..<dot]),
      let map = mapOfCallout(viewID), let state = mapState(map),
      let callout = callouts(on: map).callout(view: viewID), let size = node(id)?.layer.bounds.size
    else { return nil }
    let cells = calloutCells(of: state.pins[Int(callout.parent)].id)
    guard k >= 1, k <= cells.count else { return nil }
    let cell = cells[k - 1]
    let isDetail = name.hasSuffix(".detail")
    let (text, fontSize, color, alignment, lines): (String, Double, Color, LabelText.Alignment, Int)
    switch (cell.detail, isDetail) {
    case (nil, _):
      (text, fontSize, color, alignment, lines) = (cell.text, 20, CalloutCell.blue, .center, 1)
    case (.some, false):
      (text, fontSize, color, alignment, lines) = (cell.text, 12, CalloutCell.blue, .right, 1)
    // Only the address cell sets numberOfLines 4 (and word wrap), the one with line breaks.
    case (.some(let detail), true):
      (text, fontSize, color, alignment, lines) = (
        detail, 15, Color(white: 0), .left, detail.contains("\n") ? 4 : 1
      )
    }
    let layout = LabelLayout(
      text, in: size, fontSize: fontSize, bold: true, numberOfLines: lines, alignment: alignment)
    return LabelText(
      text: text, fontSize: fontSize, bold: true, color: color, lines: layout.lines,
      xs: layout.xs, alignment: alignment, top: layout.top, lineHeight: layout.lineHeight,
      isTruncated: layout.isTruncated)
  }
}

extension GIK {
  /// `callout cells PIN CELL...`: what the detail table shows for a pin.
  static let cellsCommand = CommandSpec(
    ["callout", "cells"], group: groupCallouts,
    abstract: "the detail table's cells for a pin (tableView:cellForRowAtIndexPath:)",
    discussion: """
      What the data source's detail controller shows for PIN, row by row in the table's
      order (callout set MAP detail-rows sample: two directions rows, phone, home page,
      address). A CELL is a quoted TEXT, a default cell centred in the sample's blue, or
      "TITLE|DETAIL", a Value2 cell: the title right-aligned in blue, the detail beside it
      (\\n breaks a line; 4 lines at most), as HotelDetailViewController fills them.
      Tables already made reload. `callout cells PIN` alone lists them; none forgets them.
      """
  ) { p in
    let pin = p.positional("PIN", .custom(Maps.pin), help: "the pin the detail is for")
    let cells = p.optionalPositional("CELL...", .rest, help: "each row's text, or none")
    return { session, args throws(CommandError) in
      let id = args[pin]
      guard let text = args[cells] else {
        let escaped = { (s: String) in s.replacing("\n", with: "\\n") }
        let listed = session.scene.calloutCells(of: id).map { cell in
          escaped(cell.detail.map { "\(cell.text)|\($0)" } ?? cell.text)
        }
        return listed.isEmpty ? ["no cells"] : listed
      }
      var given: [CalloutCell] = []
      if text != "none" {
        for token in try Lexer.tokenize(text) {
          let parts = token.text.split(
            separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
          let unescape = { (s: Substring) in String(s.replacing("\\n", with: "\n")) }
          given.append(
            CalloutCell(
              text: unescape(parts[0]), detail: parts.count > 1 ? unescape(parts[1]) : nil))
        }
      }
      guard given.count <= CalloutTable.maxRows else {
        throw CommandError(
          "more than \(CalloutTable.maxRows) cells", column: args.column(of: cells))
      }
      var state = session.scene.calloutsState
      state.cells[id] = given.isEmpty ? nil : given
      session.scene.calloutsState = state
      session.scene.reloadCalloutTables()
      return []
    }
  }
}
