A recorded session whose failing line has been corrected since.

  $ view add z frame 0,0,10,10
  error: unknown command 'veiw' at column 1; did you mean 'view'? type 'help' for the list
  $ print z
  view z frame=0,0,10,10
