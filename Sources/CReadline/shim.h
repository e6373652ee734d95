#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

/// Setters for readline's globals, so Swift never touches shared mutable C state directly.
static inline void scenesim_rl_set_completer(rl_completion_func_t *f) {
  rl_attempted_completion_function = f;
}
static inline void scenesim_rl_completion_over(int over) { rl_attempted_completion_over = over; }
static inline void scenesim_rl_set_append_character(int c) { rl_completion_append_character = c; }
static inline void scenesim_rl_set_word_breaks(const char *s) {
  rl_completer_word_break_characters = (char *)s;
}
static inline const char *scenesim_rl_line_buffer(void) { return rl_line_buffer; }
static inline void scenesim_rl_set_name(const char *name) { rl_readline_name = name; }
