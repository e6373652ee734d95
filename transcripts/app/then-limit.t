Work that schedules itself again at once never lets the clock move on: such
a chain stops at the limit of hook lines in one command (100), `after 0`
chains included, with the error line hooks print.

  $ view add a frame 0,0,10,10
  $ on a completion after 0 view animate a duration 0 alpha 1
  $ view animate a duration 0 alpha 0.5
  $ tick 1
  [0s] a: completion(animation: 1, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 2, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 3, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 4, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 5, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 6, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 7, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 8, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 9, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 10, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 11, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 12, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 13, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 14, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 15, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 16, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 17, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 18, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 19, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 20, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 21, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 22, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 23, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 24, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 25, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 26, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 27, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 28, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 29, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 30, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 31, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 32, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 33, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 34, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 35, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 36, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 37, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 38, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 39, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 40, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 41, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 42, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 43, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 44, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 45, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 46, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 47, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 48, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 49, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 50, finished: true)
  on a completion: after 0 view animate a duration 0 alpha 1
  [0s] after 0s: view animate a duration 0 alpha 1
  [0s] a: completion(animation: 51, finished: true)
  [0s] error: more than 100 hook lines in one command; on a completion did not run
  $ time
  1s
