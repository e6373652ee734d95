Values relative to the scene. Any number in a command may be a braced
expression, one word with spaces inside, worked out when the line runs: a
frame placed after another view's, a size that is a share of the screen.
Terms are numbers, screen.width and screen.height, ID.frame.P and ID.bounds.P
(x y width height minX midX maxX minY midY maxY), ID.center.x|y and ID.alpha;
operators + - * / and parentheses.

  $ view add a frame 20,40,100,50 color red
  $ view add b frame {a.frame.maxX + 10},{a.frame.y},{screen.width / 4},{a.bounds.height} color blue
  $ print b
  view b frame=130,40,80,50 color=#0000FF
  $ view set b center {a.center.x},{(a.frame.maxY + screen.height) / 2} alpha {a.alpha * 0.5}
  $ print b
  view b frame=30,260,80,50 alpha=0.5 color=#0000FF

An id may hold a '-', so an operator beside an id is written with spaces.
Errors name the column of the term.

  $ view set b frame {a.frame.maxX-10},0,1,1
  error: unknown property 'frame.maxX-10' of 'a' at column 19; an id may hold '-': write spaces around an operator beside an id
  $ view set b alpha {1 / (a.alpha - 1)}
  error: division by zero at column 21
  $ view set b alpha {nope.alpha}
  error: unknown node 'nope' at column 19
  $ view set b alpha {a}
  error: 'a' is a node, not a number at column 19; read one of its values: a.frame.maxX, a.alpha, ...
  $ view set b alpha {2 *}
  error: missing a term at column 22; a number, screen.width or ID.frame.maxX
  $ view set b alpha {(1}
  error: unclosed parenthesis at column 19; close it with )
  $ view set b alpha {1
  error: unterminated brace at column 18; close it with }
  $ view set b alpha {event.to}
  error: {event.to} is known only in a line an event runs at column 19; use it in an on hook or a then line

The same line on an iPad puts b where the screen's width says.

  $ screen ipad
  $ view add a frame 20,40,100,50
  $ view add b frame {a.frame.maxX + 10},{a.frame.y},{screen.width / 4},{a.bounds.height}
  $ print b
  view b frame=130,40,192,50
