/* tensor_window.h: the window functions of signal processing (hann,
 * hamming, blackman, bartlett, kaiser). */
#ifndef CST_TENSOR_WINDOW_H
#define CST_TENSOR_WINDOW_H

/* Adds their rows to the builtins table (from interp_new). */
void tensor_window_register(void);

#endif
