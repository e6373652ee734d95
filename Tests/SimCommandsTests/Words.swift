/// Every word of at most `length` letters from `alphabet`, the empty word first and shorter
/// words before longer ones: for tests that hold a function to a plainer one over all of them.
func allWords(of alphabet: [String], upTo length: Int) -> [String] {
  var words = [""]
  var all = [""]
  for _ in 0..<length {
    words = words.flatMap { word in alphabet.map { word + $0 } }
    all += words
  }
  return all
}
