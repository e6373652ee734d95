import SimGeometry
import SimMotion
import SimScene
import Testing

@testable import SimComponents

@Suite struct PinIndexTests {
  /// Random points and rectangles: the index finds exactly what a scan finds.
  @Test func queriesMatchAScan() {
    var random = SeededRandom(seed: 42)
    for round in 0..<20 {
      let count = [0, 1, 5, 100, 3_000][round % 5]
      // Clustered points: a small area of the world, some on top of each other.
      let base = Point(x: random.unit() * 2e8, y: random.unit() * 2e8)
      var points: [Point] = []
      var index = PinIndex()
      for k in 0..<count {
        let p =
          k % 7 == 0 && !points.isEmpty
          ? points[k / 2]
          : Point(x: base.x + random.unit() * 5e5, y: base.y + random.unit() * 5e5)
        points.append(p)
        // Half one by one (the recent list), half in bulk.
        if round % 2 == 0 { index.insert(Int32(k), points: points) }
      }
      if round % 2 == 1 { index.insert(contentsOf: Int32(0)..<Int32(count), points: points) }
      #expect(index.count == count)
      for _ in 0..<30 {
        let w = random.unit() * 3e5
        let h = random.unit() * 3e5
        let rect = Rect(
          x: base.x + random.unit() * 5e5 - w / 2, y: base.y + random.unit() * 5e5 - h / 2,
          width: w, height: h)
        var found: [Int32] = []
        index.query(rect, points: points) { found.append($0) }
        let expected = points.indices.filter { i in
          let p = points[i]
          return p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
        }.map { Int32($0) }
        #expect(found.sorted() == expected, "round \(round)")
      }
    }
  }

  @Test func compactingDropsRemovedPoints() {
    let points = (0..<10).map { Point(x: Double($0) * 10, y: 5) }
    var index = PinIndex()
    index.insert(contentsOf: Int32(0)..<10, points: points)
    index.compact(points: points) { $0 % 2 == 0 }
    var found: [Int32] = []
    index.query(Rect(x: 0, y: 0, width: 100, height: 10), points: points) { found.append($0) }
    #expect(found.sorted() == [1, 3, 5, 7, 9])
  }
}

@Suite struct PinFileTests {
  @Test func csvWithHeaderQuotesAndTitles() throws {
    let pins = try PinFile.parse(
      "id,lat,lon,title\r\na,37.5,-122.25,\"Cafe, one\"\n\n b , 1 , 2 \n,3,4,\"say \"\"hi\"\"\"\n")
    #expect(pins.count == 3)
    #expect(
      pins[0]
        == FilePin(
          id: "a", coordinate: Coordinate(latitude: 37.5, longitude: -122.25), title: "Cafe, one",
          source: "line 2"))
    #expect(pins[1].id == "b" && pins[1].title == nil && pins[1].source == "line 4")
    #expect(pins[2].id == nil && pins[2].title == "say \"hi\"")
  }

  @Test func csvErrorsNameTheLine() {
    #expect(throws: PinFileError(message: "line 3: 'abc' is not a number")) {
      try PinFile.parse("a,1,2\n\nb,abc,3\n")
    }
    #expect(throws: PinFileError(message: "line 1: expected id,lat,lon[,title], got 2 fields")) {
      try PinFile.parse("a,1\n")
    }
    #expect(throws: PinFileError(message: "line 2: a quoted field is not closed")) {
      try PinFile.parse("a,1,2\nb,1,2,\"open\n")
    }
    #expect(
      throws: PinFileError(message: "line 1: coordinate 91,0 is outside -90...90, -180...180")
    ) {
      try PinFile.parse("a,91,0\n")
    }
  }

  @Test func geoJSONPointsAndErrors() throws {
    let text = """
      {"type": "FeatureCollection", "features": [
        {"type": "Feature", "id": 7, "geometry": {"type": "Point", "coordinates": [2.35, 48.85]},
         "properties": {"name": "Paris \\u00e9"}},
        {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-0.12, 51.5, 10]},
         "properties": {"id": "london", "title": "London"}}
      ]}
      """
    let pins = try PinFile.parse(text)
    #expect(pins.count == 2)
    #expect(pins[0].id == "7" && pins[0].title == "Paris é")
    #expect(pins[0].coordinate == Coordinate(latitude: 48.85, longitude: 2.35))
    #expect(pins[1].id == "london" && pins[1].title == "London")
    #expect(throws: PinFileError(message: "feature 2: geometry type is LineString, expected Point"))
    {
      try PinFile.parse(
        #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[0,0]}},{"type":"Feature","geometry":{"type":"LineString","coordinates":[]}}]}"#
      )
    }
    #expect(throws: PinFileError(message: "line 2: expected ',' or '}'")) {
      try PinFile.parse("{\"type\": \"Feature\"\n \"x\": 1}")
    }
  }
}

@Suite struct MapGeometryTests {
  /// GIK's calculateOffsets: near the centre the bubble stays centred on the map and the
  /// arrow slides; far out it is pinned 38 points in from its edge.
  @Test func calloutOffsets() {
    let near = Scene.calloutOffsets(mapCenterX: 384, parentOriginX: 350, width: 210)
    #expect(near.bias == .right && near.offset == Point(x: 34, y: -59) && near.arrow == 53)
    let right = Scene.calloutOffsets(mapCenterX: 384, parentOriginX: 189.306, width: 210)
    #expect(right.bias == .right && right.offset == Point(x: 67, y: -59) && right.arrow == 20)
    let left = Scene.calloutOffsets(mapCenterX: 384, parentOriginX: 614.4, width: 210)
    #expect(left.bias == .left && left.offset == Point(x: -67, y: -59) && left.arrow == 155)
    // d is truncated toward zero: -0.6 becomes 0, which counts as right.
    #expect(Scene.calloutOffsets(mapCenterX: 384, parentOriginX: 384.6, width: 210).bias == .right)
  }

  /// A display link's strip steps one frame per 60 Hz refresh after it starts, up to 14.
  @Test func arrowStripFrames() {
    let strip = ArrowStrip(start: .milliseconds(300), stop: .milliseconds(600))
    #expect(strip.frame(at: .milliseconds(300)) == 0)
    #expect(strip.frame(at: .milliseconds(317)) == 1)
    #expect(strip.frame(at: .milliseconds(400)) == 6)
    #expect(strip.frame(at: .milliseconds(533)) == 13)
    #expect(strip.frame(at: .milliseconds(534)) == 14)
    #expect(strip.frame(at: .seconds(5)) == 14)
  }

  @Test func regionsFitTheView() {
    let fit = MapViewState.fit(
      center: Maps.defaultCenter, span: Maps.defaultSpan, in: Size(width: 768, height: 1024))
    #expect(abs(fit.scale - 6.9216) < 0.0001)
    let p = MapViewState.viewPoint(
      Mercator.point(Coordinate(latitude: 37.784721, longitude: -122.408697)),
      center: fit.center, scale: fit.scale, size: Size(width: 768, height: 1024))
    #expect(abs(p.x - 197.306) < 0.001 && abs(p.y - 595.559) < 0.001)
  }

  @Test func calloutWidthFollowsTheBoldTitle() {
    let scene = Scene(screen: Screen(portraitSize: Screen.ipad))
    // "Parc 55 Wyndham" is 147 points wide in Helvetica-Bold 17: 4 + 147 + 4 + 29 = 184.
    #expect(scene.calloutContentWidth(title: "Parc 55 Wyndham", subtitle: nil, left: nil) == 184)
    // An odd width is made even.
    #expect(scene.calloutContentWidth(title: "", subtitle: nil, left: nil) == 38)
  }
}

@Suite struct PinLoadingTests {
  func scene() throws -> Scene {
    var scene = Scene(screen: Screen(portraitSize: Screen.iphone))
    try scene.addMap(
      "m", frame: Rect(x: 0, y: 0, width: 320, height: 480), in: "root",
      center: Maps.defaultCenter, span: Maps.defaultSpan)
    return scene
  }

  /// Numeric ids become MAP.N, and automatic ids skip the ones the file names.
  @Test func numericAndAutomaticIDs() throws {
    var s = try scene()
    let text =
      "\u{FEFF}" + """
        {"type": "FeatureCollection", "features": [
          {"type": "Feature", "geometry": {"type": "Point", "coordinates": [-122.407, 37.785]}},
          {"type": "Feature", "id": 1, "geometry": {"type": "Point", "coordinates": [-122.406, 37.786]}}
        ]}
        """
    #expect(try s.loadPins(text, on: "m") == 2)
    #expect(s.pinRef("m.1")?.number == 1)
    #expect(s.pinRef("m.2")?.number == 0)
  }

  /// A map removed as a plain view takes its pins along.
  @Test func aRemovedMapIsGone() throws {
    var s = try scene()
    try s.addPins([NewPin(id: "a", coordinate: Maps.defaultCenter)], to: "m")
    #expect(s.isPin("a"))
    try s.removeView("m")
    #expect(!s.isPin("a") && s.mapState("m") == nil && s.maps.maps.isEmpty)
  }
}

@Suite struct PinRemovalTests {
  /// The pins the index holds for the whole world, and whether each is live.
  func indexed(_ scene: Scene) -> [(Int32, Bool)] {
    guard let state = scene.mapState("m") else { return [] }
    var found: [(Int32, Bool)] = []
    let world = Rect(x: 0, y: 0, width: Mercator.worldSize, height: Mercator.worldSize)
    state.index.query(world, points: state.points) { found.append(($0, state.isLive($0))) }
    return found
  }

  /// While no pin was removed since the index was last compacted, every pin in the index
  /// is live (which lets a region change skip the check): after removals that compact it,
  /// after a move, and after removing them all.
  @Test func withNoRemovalCountedEveryIndexedPinIsLive() throws {
    var s = try PinLoadingTests().scene()
    let area = Rect(x: 0, y: 0, width: Mercator.worldSize, height: Mercator.worldSize)
    try s.scatterPins(on: "m", count: 3_000, seed: 7, area: area)
    for k in 0..<1_025 { try s.removePin("m.\(k * 2 + 1)") }
    #expect(s.mapState("m")?.removedCount == 0)
    #expect(indexed(s).count == 3_000 - 1_025 && indexed(s).allSatisfy(\.1))
    try s.removePin("m.4")
    #expect(s.mapState("m")?.removedCount == 1 && indexed(s).contains { !$0.1 })
    try s.movePin("m.6", to: Maps.defaultCenter)
    #expect(s.mapState("m")?.removedCount == 0 && indexed(s).allSatisfy(\.1))
    try s.removeAllPins("m")
    #expect(s.mapState("m")?.removedCount == 0 && indexed(s).isEmpty)
  }
}
