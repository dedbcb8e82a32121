/* version.h: the one place the version number lives. */
#ifndef CST_VERSION_H
#define CST_VERSION_H
#define CST_VERSION "0.1.0"
#endif
