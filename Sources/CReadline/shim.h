#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

/// Setters for readline's globals, so Swift never touches shared mutable C state directly.
static inline void scenesim_rl_set_completer(rl_completion_func_t *f) {
  rl_attempted_completion_function = f;
}
static inline void scenesim_rl_completion_over(int over) { rl_attempted_completion_over = over; }
/// Words break at blanks only, so `#FF0000`, `1,2,3,4` and `rotate:90` complete whole.
static inline void scenesim_rl_use_blank_word_breaks(void) {
  static char breaks[] = " \t\n";
  rl_completer_word_break_characters = breaks;
}
static inline const char *scenesim_rl_line_buffer(void) { return rl_line_buffer; }
/// Names the program for conditional parts of ~/.inputrc (`$if scenesim`).
static inline void scenesim_rl_set_name(void) { rl_readline_name = "scenesim"; }
