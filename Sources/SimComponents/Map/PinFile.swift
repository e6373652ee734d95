public import SimGeometry
public import SimScene

/// A problem in a pin file, with where it is.
public struct PinFileError: Error, Sendable, Equatable {
  /// What is wrong, starting with the line or feature: `line 4: …`, `feature 2: …`.
  public var message: String
}

/// A pin read from a file: its id when the file gives one, its place and title.
public struct FilePin: Sendable, Equatable {
  /// The pin's id as the file gives it; nil when it gives none (the pin gets a MAP.N id).
  public var id: String?
  /// Where the pin is.
  public var coordinate: Coordinate
  /// The pin's title, when the file gives one.
  public var title: String?
  /// Where it is in the file: `line 3`, `feature 2`.
  public var source = ""
}

/// Reads pins from GeoJSON (a FeatureCollection or Feature of Point geometries) or CSV
/// (`id,lat,lon[,title]`, an optional header line, `"quoted"` fields).
public enum PinFile {
  /// The pins in `text`, judged by its first non-blank character: `{` is GeoJSON.
  /// A file's pins; stops early (returning what it has) when `monitor` asks.
  public static func parse(_ text: String, monitor: WorkMonitor = .none) throws(PinFileError)
    -> [FilePin]
  {
    // A byte order mark is not part of the text.
    let body =
      text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
    let first = body.unicodeScalars.first { !JSONReader.isSpace($0) }
    return first == "{" ? try geoJSON(body, monitor: monitor) : try csv(body, monitor: monitor)
  }

  // MARK: GeoJSON

  /// Point features of a FeatureCollection (or one Feature); the id from the feature's `id`
  /// or its properties' `id`, the title from `title` or `name`.
  public static func geoJSON(_ text: String, monitor: WorkMonitor = .none) throws(PinFileError)
    -> [FilePin]
  {
    let reader = JSONReader(text)
    let root: GeoJSONValue
    do throws(JSONReader.Failure) {
      root = try reader.document()
    } catch {
      throw PinFileError(message: "line \(error.line): \(error.message)")
    }
    guard case .object(let object) = root else {
      throw PinFileError(message: "GeoJSON: expected an object at the top")
    }
    let features: [GeoJSONValue]
    switch object["type"] {
    case .string("FeatureCollection"):
      guard case .array(let list) = object["features"] else {
        throw PinFileError(message: "GeoJSON: a FeatureCollection needs a features array")
      }
      features = list
    case .string("Feature"):
      features = [root]
    default:
      throw PinFileError(message: "GeoJSON: expected a FeatureCollection or a Feature")
    }
    var pins: [FilePin] = []
    pins.reserveCapacity(features.count)
    for (k, feature) in features.enumerated() {
      let number = k + 1
      if number % WorkMonitor.pollInterval == 0,
        monitor.poll("pin load", number, features.count)
      {
        return pins
      }
      func fail(_ why: String) -> PinFileError {
        PinFileError(message: "feature \(number): \(why)")
      }
      guard case .object(let f) = feature, f["type"] == .string("Feature") else {
        throw fail("not a Feature object")
      }
      guard case .object(let geometry) = f["geometry"] else { throw fail("no geometry") }
      guard geometry["type"] == .string("Point") else {
        let kind: String
        if case .string(let t) = geometry["type"] { kind = t } else { kind = "missing" }
        throw fail("geometry type is \(kind), expected Point")
      }
      guard case .array(let position) = geometry["coordinates"], position.count >= 2,
        case .number(let lon) = position[0], case .number(let lat) = position[1]
      else { throw fail("coordinates must be [longitude, latitude]") }
      guard abs(lat) <= 90, abs(lon) <= 180 else {
        throw fail("coordinate \(lon), \(lat) is outside -180...180, -90...90")
      }
      var properties: [String: GeoJSONValue] = [:]
      if case .object(let p) = f["properties"] { properties = p }
      var id: String?
      for candidate in [f["id"], properties["id"]] {
        if case .string(let s) = candidate { id = s }
        if case .number(let v) = candidate, id == nil { id = JSONReader.integerText(v) }
        if id != nil { break }
      }
      var title: String?
      for key in ["title", "name"] {
        if case .string(let s) = properties[key] {
          title = s
          break
        }
      }
      pins.append(
        FilePin(
          id: id, coordinate: Coordinate(latitude: lat, longitude: lon), title: title,
          source: "feature \(number)"))
    }
    return pins
  }

  // MARK: CSV

  /// Rows `id,lat,lon[,title]`; a first row whose latitude is not a number is a header.
  public static func csv(_ text: String, monitor: WorkMonitor = .none) throws(PinFileError)
    -> [FilePin]
  {
    var pins: [FilePin] = []
    let bytes = Array(text.utf8)
    var lineNumber = 0
    var sawData = false
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 10 { end += 1 }
      lineNumber += 1
      if lineNumber % WorkMonitor.pollInterval == 0,
        monitor.poll("pin load", start, bytes.count)
      {
        return pins
      }
      var lineEnd = end
      if lineEnd > start, bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
      let line = bytes[start..<lineEnd]
      start = end + 1
      if line.allSatisfy({ $0 == 32 || $0 == 9 }) { continue }
      let isFirst = !sawData
      sawData = true
      let fields: [String]
      do throws(PinFileError) {
        fields = try splitCSV(line)
      } catch {
        throw PinFileError(message: "line \(lineNumber): \(error.message)")
      }
      guard fields.count >= 3, fields.count <= 4 else {
        throw PinFileError(
          message: "line \(lineNumber): expected id,lat,lon[,title], got \(fields.count) fields")
      }
      let id = fields[0].trimmingSpaces
      let latText = fields[1].trimmingSpaces
      let lonText = fields[2].trimmingSpaces
      guard let lat = Double(latText), let lon = Double(lonText) else {
        if isFirst { continue }
        let bad = Double(latText) == nil ? latText : lonText
        throw PinFileError(message: "line \(lineNumber): '\(bad)' is not a number")
      }
      guard lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else {
        throw PinFileError(
          message: "line \(lineNumber): coordinate \(latText),\(lonText) is outside "
            + "-90...90, -180...180")
      }
      pins.append(
        FilePin(
          id: id.isEmpty ? nil : id, coordinate: Coordinate(latitude: lat, longitude: lon),
          title: fields.count == 4 ? fields[3] : nil, source: "line \(lineNumber)"))
    }
    return pins
  }

  /// A CSV line's fields; `"…"` holds commas, `""` is a quote.
  private static func splitCSV(_ line: ArraySlice<UInt8>) throws(PinFileError) -> [String] {
    var fields: [String] = []
    var i = line.startIndex
    while true {
      // Leading spaces, then a quoted or a plain field.
      var j = i
      while j < line.endIndex, line[j] == 32 || line[j] == 9 { j += 1 }
      if j < line.endIndex, line[j] == 34 {
        var field: [UInt8] = []
        j += 1
        var closed = false
        while j < line.endIndex {
          if line[j] == 34 {
            if j + 1 < line.endIndex, line[j + 1] == 34 {
              field.append(34)
              j += 2
              continue
            }
            closed = true
            j += 1
            break
          }
          field.append(line[j])
          j += 1
        }
        guard closed else { throw PinFileError(message: "a quoted field is not closed") }
        while j < line.endIndex, line[j] != 44 { j += 1 }
        fields.append(String(decoding: field, as: UTF8.self))
      } else {
        j = i
        while j < line.endIndex, line[j] != 44 { j += 1 }
        fields.append(String(decoding: line[i..<j], as: UTF8.self))
      }
      guard j < line.endIndex else { return fields }
      i = j + 1
    }
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " || s.first == "\t" { s = s.dropFirst() }
    while s.last == " " || s.last == "\t" { s = s.dropLast() }
    return String(s)
  }
}
