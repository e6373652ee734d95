import SimGeometry
public import SimMotion
public import SimScene

extension Picture {
  /// The most frames a film holds.
  public static let maxFrames = 400

  /// The scene at each of `times` (none before now), from a copy: the live scene does not
  /// move, and events that fire on the way are not reported.
  public static func frames(of scene: Scene, at times: [SimTime]) -> [Scene] {
    var copy = scene
    var result: [Scene] = []
    for (k, time) in times.enumerated() {
      if scene.monitor.poll("render film", k, times.count) { break }
      guard (try? copy.advance(to: time)) != nil else { break }
      _ = copy.drainEvents()
      result.append(copy)
    }
    return result
  }
}

extension Drawings {
  /// Frames side by side, six to a row, each `scale` pixels per point and captioned with
  /// its time: one SVG document.
  public func filmSVG(_ frames: [Scene], scale: Double) -> String {
    guard let first = frames.first else {
      return svg(Scene(screen: Screen(portraitSize: Screen.iphone)))
    }
    let size = first.screen.bounds.size
    let perRow = min(6, frames.count)
    let gap = 16.0
    let caption = 22.0
    let cellW = size.width * scale + gap
    let cellH = size.height * scale + gap + caption
    let rows = (frames.count + perRow - 1) / perRow
    let width = Double(perRow) * cellW + gap
    let height = Double(rows) * cellH + gap
    var defs: [String] = []
    var body: [String] = [
      "<rect x=\"0\" y=\"0\" width=\"\(SVGWriter.n(width))\" height=\"\(SVGWriter.n(height))\" fill=\"#FFFFFF\"/>"
    ]
    for (k, frame) in frames.enumerated() {
      let x = gap + Double(k % perRow) * cellW
      let y = gap + Double(k / perRow) * cellH
      var w = SVGWriter(prefix: "f\(k)")
      drawScene(frame, into: &w, labels: true)
      defs += w.defs
      let frameSize = frame.screen.bounds.size
      body.append(
        "<svg x=\"\(SVGWriter.n(x))\" y=\"\(SVGWriter.n(y))\" width=\"\(SVGWriter.n(size.width * scale))\" "
          + "height=\"\(SVGWriter.n(size.height * scale))\" viewBox=\"0 0 \(SVGWriter.n(frameSize.width)) "
          + "\(SVGWriter.n(frameSize.height))\">" + w.body.joined(separator: "\n") + "</svg>")
      body.append(
        "<rect x=\"\(SVGWriter.n(x))\" y=\"\(SVGWriter.n(y))\" width=\"\(SVGWriter.n(size.width * scale))\" "
          + "height=\"\(SVGWriter.n(size.height * scale))\" fill=\"none\" stroke=\"#444444\" stroke-width=\"1\"/>"
      )
      body.append(
        "<text x=\"\(SVGWriter.n(x + size.width * scale / 2))\" y=\"\(SVGWriter.n(y + size.height * scale + 16))\" "
          + "font-family=\"Helvetica, Arial, sans-serif\" font-size=\"13\" text-anchor=\"middle\" fill=\"#222222\">"
          + "t=\(Picture.timeText(frame))</text>")
    }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.n(width))\" height=\"\(SVGWriter.n(height))\" "
      + "viewBox=\"0 0 \(SVGWriter.n(width)) \(SVGWriter.n(height))\">\n<defs>" + defs.joined()
      + "</defs>\n" + body.joined(separator: "\n") + "\n</svg>\n"
  }

  /// An HTML page that plays the frames: a slider over them, a play button, and the time.
  public func filmHTML(_ frames: [Scene], scale: Double) -> String {
    var figures: [String] = []
    for (k, frame) in frames.enumerated() {
      let size = frame.screen.bounds.size
      var w = SVGWriter(prefix: "f\(k)")
      drawScene(frame, into: &w, labels: true)
      figures.append(
        "<div class=\"frame\" data-time=\"\(Picture.timeText(frame))\"\(k == 0 ? "" : " hidden")>"
          + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGWriter.n(size.width * scale))\" "
          + "height=\"\(SVGWriter.n(size.height * scale))\" viewBox=\"0 0 \(SVGWriter.n(size.width)) "
          + "\(SVGWriter.n(size.height))\"><defs>" + w.defs.joined() + "</defs>"
          + w.body.joined(separator: "\n") + "</svg></div>")
    }
    let last = max(0, frames.count - 1)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>scenesim film</title>
      <style>
      body { font-family: Helvetica, Arial, sans-serif; margin: 16px; }
      .controls { display: flex; gap: 12px; align-items: center; margin-bottom: 12px; }
      input[type=range] { width: 360px; }
      svg { border: 1px solid #444; }
      </style>
      </head>
      <body>
      <div class="controls">
      <button id="play">Play</button>
      <input id="slider" type="range" min="0" max="\(last)" value="0">
      <span id="time">t=\(frames.first.map(Picture.timeText) ?? "0s")</span>
      </div>
      \(figures.joined(separator: "\n"))
      <script>
      const frames = Array.from(document.querySelectorAll('.frame'));
      const slider = document.getElementById('slider');
      const time = document.getElementById('time');
      function show(k) {
        frames.forEach((f, i) => { f.hidden = i !== k; });
        slider.value = k;
        time.textContent = 't=' + frames[k].dataset.time;
      }
      slider.addEventListener('input', () => show(Number(slider.value)));
      let timer = null;
      document.getElementById('play').addEventListener('click', () => {
        if (timer) { clearInterval(timer); timer = null; return; }
        timer = setInterval(() => {
          const next = (Number(slider.value) + 1) % frames.length;
          show(next);
        }, 100);
      });
      </script>
      </body>
      </html>

      """
  }
}
