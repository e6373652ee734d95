import SimCommands
import SimComponents
import SimGeometry
import SimMotion
import SimScene

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin  // no /proc there: the peak is unknown
#endif

/// Peak resident memory of this process so far, as `N MB` (VmHWM), or `unknown` where
/// there is no /proc.
func peakResident() -> String {
  let mb = peakResidentMB()
  return mb < 0 ? "unknown" : "\(Int(mb)) MB"
}

/// Peak resident memory of this process so far, in MB (VmHWM), or -1 when unknown.
private func peakResidentMB() -> Double {
  guard let file = fopen("/proc/self/status", "r") else { return -1 }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, 256, file) != nil {
    let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("VmHWM:") {
      let kb = Double(text.split(separator: " ").dropFirst().first ?? "") ?? -1
      return kb / 1024
    }
  }
  return -1
}

/// One size of the map benchmark, in its own process so peak memory is its own: N pins
/// spread over an area that puts about 200 of them in an iPhone-sized map at GIK's
/// sample zoom, loaded by `pin scatter` (or from CSV text with `csv`), then region changes.
/// An iPhone-sized map `m` at GIK's sample region, and the square area of map points over
/// which `pins` pins put about 200 in the visible rect with its 64-point margin.
struct BenchMap {
  var scene = Scene(screen: Screen(portraitSize: Screen.iphone), rules: Components.standard.rules)
  var area = Rect.zero

  init(pins: Int) {
    try? scene.addMap(
      "m", frame: Rect(x: 0, y: 0, width: 320, height: 480), in: "root",
      center: Maps.defaultCenter, span: Maps.defaultSpan)
    guard let region = scene.mapRegion("m") else { return }
    let near = MapViewState.visibleRect(
      center: Mercator.point(region.center), scale: region.scale,
      size: Size(width: 320, height: 480), margin: Maps.viewMargin)
    let side = (near.width * near.height * Double(pins) / 200).squareRoot()
    area = Rect(center: Mercator.point(region.center), size: Size(width: side, height: side))
    jumpWidth = side / region.scale / 3
  }

  /// A third of the area's side, in screen points at the map's scale.
  private var jumpWidth = 0.0

  /// The `k`th pan: 40,25 points back and forth (some pins come, some go).
  static func pan(_ k: Int) -> Point { Point(x: k % 2 == 0 ? 40 : -40, y: k % 4 < 2 ? 25 : -25) }

  /// The `k`th jump: far across the area and back (every view recycled).
  func jump(_ k: Int) -> Point {
    Point(x: (k % 2 == 0 ? 1 : -1) * jumpWidth, y: (k % 2 == 0 ? 1 : -1) * 700)
  }
}

func mapBench(pins: Int, fromCSV: Bool) {
  let map = BenchMap(pins: pins)
  var scene = map.scene
  let area = map.area
  let clock = ContinuousClock()
  let start = clock.now
  if fromCSV {
    var random = SeededRandom(seed: 1)
    var text = "id,lat,lon\n"
    text.reserveCapacity(pins * 36)
    for k in 0..<pins {
      let c = Mercator.coordinate(
        Point(
          x: area.minX + random.unit() * area.width, y: area.minY + random.unit() * area.height))
      text += "p\(k),\(c.latitude),\(c.longitude)\n"
    }
    let parseStart = clock.now
    _ = try? scene.loadPins(text, on: "m")
    let load = seconds(clock.now - parseStart)
    print(
      "  \(pins) pins from CSV text: load \(ms(load)) ms (text made in \(ms(seconds(parseStart - start))) ms)"
    )
  } else {
    try? scene.scatterPins(on: "m", count: pins, seed: 1, area: area)
    print("  \(pins) pins by scatter: load \(ms(seconds(clock.now - start))) ms")
  }
  guard let loaded = scene.mapState("m") else { return }
  print("    views after load: \(loaded.views.count); peak RSS \(peakResident())")

  // Region changes: pans of 40 points back and forth (some pins come, some go), and
  // jumps far across the area (every view recycled).
  var panCosts: [Double] = []
  var maxAlive = 0
  var maxVisible = 0
  var worst = 0
  for k in 0..<400 {
    let delta = BenchMap.pan(k)
    let t0 = clock.now
    try? scene.panMap("m", by: delta, animated: false)
    panCosts.append(seconds(clock.now - t0))
    _ = scene.drainEvents()
    if let s = scene.mapState("m") {
      let queued = s.reuseQueue.values.reduce(0) { $0 + $1.count }
      maxAlive = max(maxAlive, s.views.count + queued)
      maxVisible = max(maxVisible, s.views.count)
      // Views alive never exceed the pins near the visible rect plus the reuse queue.
      worst = max(worst, s.views.count - nearCount(scene, s))
    }
  }
  var jumpCosts: [Double] = []
  for k in 0..<50 {
    let delta = map.jump(k)
    let t0 = clock.now
    try? scene.panMap("m", by: delta, animated: false)
    jumpCosts.append(seconds(clock.now - t0))
    _ = scene.drainEvents()
    if let s = scene.mapState("m") {
      maxAlive = max(maxAlive, s.views.count + s.reuseQueue.values.reduce(0) { $0 + $1.count })
      maxVisible = max(maxVisible, s.views.count)
    }
  }
  print(
    "    pan by 40,25 points: median \(us(median(panCosts))) us; jump across the area: median "
      + "\(us(median(jumpCosts))) us (kept from getting worse: scripts/bench-against); views "
      + "on the map at most "
      + "\(maxVisible), alive with the queue at most \(maxAlive) (target: at most 236), beyond "
      + "the pins near the visible rect: \(worst)")
  print("    peak RSS \(peakResident())")
}

/// 30 jumps across a map of `pins` pins (or, with `pans`, 30 pans by 40,25 points), for
/// callgrind (`--toggle-collect='*panMap*'` counts the region changes alone).
func profileMapJumps(pins: Int, pans: Bool = false) {
  let map = BenchMap(pins: pins)
  var scene = map.scene
  try? scene.scatterPins(on: "m", count: pins, seed: 1, area: map.area)
  for k in 0..<30 {
    try? scene.panMap("m", by: pans ? BenchMap.pan(k) : map.jump(k), animated: false)
    _ = scene.drainEvents()
  }
  print(scene.mapState("m")?.views.count ?? 0)
}

/// The pins within the view margin of the visible rect now.
func nearCount(_ scene: Scene, _ s: MapViewState) -> Int {
  let rect = MapViewState.visibleRect(
    center: s.center, scale: s.scale, size: Size(width: 320, height: 480),
    margin: Maps.viewMargin)
  var n = 0
  s.index.query(rect, points: s.points) { if s.isLive($0) { n += 1 } }
  return n
}

func ms(_ s: Double) -> Int { Int((s * 1000).rounded()) }
func us(_ s: Double) -> String { String((s * 1e7).rounded() / 10) }
