The live page (`view on`, `scenesim repl --view`) is served by the REPL and `serve`: a
transcript, like a script run with `scenesim run` and the library, has no server, so
`view on` fails there and changes nothing. scripts/check-view and scripts/check-browser
test the page itself.

  $ view add a frame 10,10,50,50 color red
  $ view on
  error: the live page is served only by scenesim repl and scenesim serve; start scenesim repl --view, or type view on in the REPL
  $ view on 8080
  error: the live page is served only by scenesim repl and scenesim serve; start scenesim repl --view, or type view on in the REPL
  $ view off
  error: the live page is served only by scenesim repl and scenesim serve; start scenesim repl --view, or type view on in the REPL
  $ view on 70000
  error: PORT must be from 0 to 65535, got 70000 at column 9; usage: view on [PORT] [read-only]
  $ view on 80.5
  error: a port is a whole number at column 9
  $ undo
  undid 'view add a frame 10,10,50,50 color red'; now t=0s
  $ help view on
  usage: view on [PORT] [read-only]
  serve the scene as a live page in a browser, to watch and touch
  
  Prints view: http://127.0.0.1:PORT/?token=TOKEN on standard error. The page
  shows the scene as render svg draws it, redrawn after every command, with the
  virtual time, the events since the last screen or reset, a time slider over that
  span (as rewind sees it, without changing anything) and a play button; hovering
  over a node outlines it and shows its dump. The picture can be touched: a click
  is a tap, a press held a long press, a press moved a drag, the wheel over a map
  a zoom; beside it are rotate, app state, tick, settle, undo, real-time play and
  a command line. Each such gesture or control runs here as the command it stands
  for, printed with `# from the page`, recorded and undone like a typed line;
  commands that touch files or end the session are refused from the page. It
  serves only 127.0.0.1, only with the token. With read-only the page only views.
  The same as scenesim repl --view [--read-only].
  
    PORT        the port (default 0: a free one)
    read-only   a page that only views: it runs no commands
